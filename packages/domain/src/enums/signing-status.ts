/** DocuSign-style signing statuses (spec §4). */
export const SigningStatus = {
  SigningComplete: 'signing_complete',
  ViewingComplete: 'viewing_complete',
  Decline: 'decline',
  TtlExpired: 'ttl_expired',
} as const;
export type SigningStatusValue = (typeof SigningStatus)[keyof typeof SigningStatus];
export const SIGNING_STATUSES = Object.values(SigningStatus) as SigningStatusValue[];

export function isSigningStatus(value: unknown): value is SigningStatusValue {
  return typeof value === 'string' && (SIGNING_STATUSES as string[]).includes(value);
}

/** A signing session that ended with the documents signed. */
export function isSigningComplete(status: SigningStatusValue): boolean {
  return status === SigningStatus.SigningComplete;
}
