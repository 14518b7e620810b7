/** Communication preferences (spec §3 communicationSettings). */
export const CommunicationPreference = { Email: 0, Text: 1, Both: 2 } as const;
export type CommunicationPreferenceCode =
  (typeof CommunicationPreference)[keyof typeof CommunicationPreference];
export const COMMUNICATION_PREFERENCE_CODES = Object.values(
  CommunicationPreference,
) as CommunicationPreferenceCode[];

export function isCommunicationPreference(value: unknown): value is CommunicationPreferenceCode {
  return (COMMUNICATION_PREFERENCE_CODES as unknown[]).includes(value);
}

export function receivesEmail(pref: CommunicationPreferenceCode): boolean {
  return pref === CommunicationPreference.Email || pref === CommunicationPreference.Both;
}

export function receivesText(pref: CommunicationPreferenceCode): boolean {
  return pref === CommunicationPreference.Text || pref === CommunicationPreference.Both;
}
