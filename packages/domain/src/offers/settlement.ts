/**
 * Settlement offers (spec §3 Offer and Settlement status, §4 "a settlement offer is expired when docExp is before
 * now", §9 settlement payment retry 2). A settlement offer moves sign → pay → settled; an offer not signed by its
 * docExp is expired and cannot be signed. Once signed, the agreement binds: it may be paid after docExp too
 * (decision 017). A failed settlement payment may be tried again `limit` times. Paying a signed settlement, by any
 * payment type: settlement-payments.ts (decision 045). Codes, never sentences.
 */
import { SETTLEMENT_PAYMENT_RETRY_LIMIT } from '../constants/thresholds';

/** Spec §4: expired when docExp is before now. */
export function isSettlementOfferExpired(docExp: Date, now: Date): boolean {
  return docExp.getTime() < now.getTime();
}

export interface SettlementFacts {
  docExp: Date;
  docSigned: boolean;
  paymentMade: boolean;
}

/** Where a settlement stands: 'sign' (open), 'pay' (signed, unpaid), 'settled' (paid), 'expired' (not signed in time). */
export type SettlementStep = 'sign' | 'pay' | 'settled' | 'expired';

export function settlementStep(facts: SettlementFacts, now: Date): SettlementStep {
  if (facts.paymentMade) return 'settled';
  if (facts.docSigned) return 'pay';
  return isSettlementOfferExpired(facts.docExp, now) ? 'expired' : 'sign';
}

export type SettlementRefusalCode =
  'settlement.offerExpired' | 'settlement.alreadySigned' | 'settlement.alreadySettled';

export type SettlementCheck =
  | { ok: true }
  | { ok: false; code: 'settlement.offerExpired'; params: { docExp: string } }
  | {
      ok: false;
      code: 'settlement.alreadySigned' | 'settlement.alreadySettled';
      params: Record<string, never>;
    };

/** Whether the agreement may be signed now: only an open offer (not expired, not signed, not settled). */
export function settlementSignable(facts: SettlementFacts, now: Date): SettlementCheck {
  const step = settlementStep(facts, now);
  if (step === 'sign') return { ok: true };
  if (step === 'expired')
    return {
      ok: false,
      code: 'settlement.offerExpired',
      params: { docExp: facts.docExp.toISOString() },
    };
  return {
    ok: false,
    code: step === 'pay' ? 'settlement.alreadySigned' : 'settlement.alreadySettled',
    params: {},
  };
}

/** How many more tries a settlement payment has after `failedPayments` failures: the first try and `limit` retries. */
export function settlementRetriesLeft(
  failedPayments: number,
  limit: number = SETTLEMENT_PAYMENT_RETRY_LIMIT,
): number {
  const failed = Math.max(0, Math.trunc(failedPayments));
  return failed === 0 ? limit : Math.max(0, limit + 1 - failed);
}
