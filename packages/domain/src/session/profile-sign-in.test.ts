import { describe, expect, it } from 'vitest';
import { profileSignInRefusal } from './profile-sign-in';

describe('profileSignInRefusal', () => {
  const active = { status: 'active', emailVerified: true, phoneVerified: false };
  it('lets an active profile with a verified email or phone sign in', () => {
    expect(profileSignInRefusal(active)).toBeNull();
    expect(
      profileSignInRefusal({ ...active, emailVerified: false, phoneVerified: true }),
    ).toBeNull();
  });
  it('refuses a locked profile first, then one that must reset its password, then one with nothing verified', () => {
    expect(
      profileSignInRefusal({ status: 'locked', emailVerified: false, phoneVerified: false }),
    ).toBe('locked');
    expect(
      profileSignInRefusal({ status: 'resetRequired', emailVerified: false, phoneVerified: false }),
    ).toBe('resetRequired');
    expect(profileSignInRefusal({ ...active, emailVerified: false })).toBe('userNotConfirmed');
  });
});
