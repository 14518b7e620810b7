/**
 * Refer states and user kinds (spec §4): none, ncr (non-customer referral) and ecr (existing
 * customer referral, i.e. a TLXe user).
 */
export const ReferState = { None: 'none', Ncr: 'ncr', Ecr: 'ecr' } as const;
export type ReferStateValue = (typeof ReferState)[keyof typeof ReferState];
export const REFER_STATES = Object.values(ReferState) as ReferStateValue[];

/** The same three values name the kind of referral user. */
export const ReferUserKind = ReferState;
export type ReferUserKindValue = ReferStateValue;

export function isReferState(value: unknown): value is ReferStateValue {
  return typeof value === 'string' && (REFER_STATES as string[]).includes(value);
}
