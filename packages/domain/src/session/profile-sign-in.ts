/**
 * Whether a profile whose credential was accepted (a password, or a passkey) may sign in (spec §4, §6 profile lock):
 * a locked profile never; one that must reset its password, not until it does; one with neither its email nor its
 * phone verified, not until it verifies one. A code, or null when she may.
 */
export type ProfileSignInRefusal = 'locked' | 'resetRequired' | 'userNotConfirmed';

export interface ProfileSignInFacts {
  status: string;
  emailVerified: boolean;
  phoneVerified: boolean;
}

export function profileSignInRefusal(profile: ProfileSignInFacts): ProfileSignInRefusal | null {
  if (profile.status === 'locked') return 'locked';
  if (profile.status === 'resetRequired') return 'resetRequired';
  if (!profile.emailVerified && !profile.phoneVerified) return 'userNotConfirmed';
  return null;
}
