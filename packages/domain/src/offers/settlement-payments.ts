/**
 * Settlement is one state (issue 46, decision 045). From the moment the agreement is signed until the loan is
 * settled, every payment on the loan is a payment toward the agreed sum, whichever payment type it was made as: the
 * settlement payment (type 5) pays exactly what is left of it, an ordinary payment (type 2) any part of it. What is
 * left shrinks with each posted payment, and the payment that reaches the agreed sum settles the loan. An amount
 * beyond what is left is refused before any money moves. Before signing a payment is ordinary (an offer is not yet
 * an agreement); a settled loan takes no payment of any type. Codes with parameters, never sentences.
 */
import { SETTLEMENT_PAYMENT_RETRY_LIMIT } from '../constants/thresholds';
import { PaymentType } from '../enums/payment';
import { settlementStep, type SettlementFacts } from './settlement';

/** A settlement and its loan, in integer cents. */
export interface SettlementAccount extends SettlementFacts {
  /** the agreed sum */
  settlementAmountCents: number;
  /** posted toward the agreed sum so far */
  paidCents: number;
  /** what the loan owes now */
  payoffCents: number;
  /** payments toward the settlement that failed (each one a try of spec §9 "settlement payment retry") */
  failedPayments: number;
}

/** Whether the settlement governs the loan's payments: signed and not yet settled. */
export function isSettlementOpen(
  facts: Pick<SettlementFacts, 'docSigned' | 'paymentMade'>,
): boolean {
  return facts.docSigned && !facts.paymentMade;
}

/** What is left to pay of the agreed sum: the sum less what was paid toward it, never more than the loan owes. */
export function settlementRemainingCents(
  account: Pick<SettlementAccount, 'settlementAmountCents' | 'paidCents' | 'payoffCents'>,
): number {
  return Math.max(
    0,
    Math.min(account.settlementAmountCents - Math.max(0, account.paidCents), account.payoffCents),
  );
}

export type SettlementPaymentRefusal =
  | {
      ok: false;
      code: 'settlement.alreadySettled' | 'settlement.notSigned' | 'settlement.amountRequired';
      params: Record<string, never>;
    }
  | { ok: false; code: 'settlement.offerExpired'; params: { docExp: string } }
  | { ok: false; code: 'settlement.retriesExhausted'; params: { limit: number } }
  /** amountMismatch: a settlement payment (type 5) is exactly what is left; aboveRemaining: an ordinary one at most that */
  | {
      ok: false;
      code: 'settlement.amountMismatch' | 'settlement.aboveRemaining';
      params: { remainingCents: number };
    }
  /** other payments toward the settlement, not yet posted, already hold part of what is left */
  | {
      ok: false;
      code: 'settlement.paymentInFlight';
      params: { remainingCents: number; inFlightCents: number };
    };

export type SettlementPaymentCode = SettlementPaymentRefusal['code'];

/** Every refusal code of settlementPaymentCheck (the web and the API translate each). */
export const SETTLEMENT_PAYMENT_CODES = [
  'settlement.alreadySettled',
  'settlement.notSigned',
  'settlement.amountRequired',
  'settlement.offerExpired',
  'settlement.retriesExhausted',
  'settlement.amountMismatch',
  'settlement.aboveRemaining',
  'settlement.paymentInFlight',
] as const satisfies readonly SettlementPaymentCode[];

export type SettlementPaymentCheck =
  /** no signed settlement governs the loan: the ordinary payment rules apply */
  | { ok: true; towardSettlement: false }
  /** the payment counts toward the settlement; `settles` when it reaches the agreed sum (once what is in flight posts too) */
  | { ok: true; towardSettlement: true; settles: boolean; remainingAfterCents: number }
  | SettlementPaymentRefusal;

export interface SettlementPaymentOptions {
  /** other payments toward the settlement accepted but not yet posted or failed (the server counts them; the web has none) */
  inFlightCents?: number;
  /** spec §9 settlement payment retry */
  limit?: number;
}

/**
 * Whether a payment of `amountCents` as `paymentType` may be taken now on the settlement's loan, and what it does:
 * a settlement payment needs the agreement signed, a try left and exactly what is left; while the agreement is
 * signed and open, an ordinary payment needs a try left and at most what is left.
 */
export function settlementPaymentCheck(
  account: SettlementAccount,
  payment: { amountCents: number; paymentType: number },
  now: Date,
  { inFlightCents = 0, limit = SETTLEMENT_PAYMENT_RETRY_LIMIT }: SettlementPaymentOptions = {},
): SettlementPaymentCheck {
  const isSettlementType = payment.paymentType === PaymentType.Settlement;
  const step = settlementStep(account, now);
  if (step === 'settled') return { ok: false, code: 'settlement.alreadySettled', params: {} };
  if (!isSettlementType && step !== 'pay') return { ok: true, towardSettlement: false };
  if (step === 'expired')
    return {
      ok: false,
      code: 'settlement.offerExpired',
      params: { docExp: account.docExp.toISOString() },
    };
  if (step === 'sign') return { ok: false, code: 'settlement.notSigned', params: {} };
  if (account.failedPayments > limit)
    return { ok: false, code: 'settlement.retriesExhausted', params: { limit } };
  const amount = payment.amountCents;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return { ok: false, code: 'settlement.amountRequired', params: {} };
  const remainingCents = settlementRemainingCents(account);
  const inFlight = Math.max(0, inFlightCents);
  const availableCents = Math.max(0, remainingCents - inFlight);
  const fits = isSettlementType ? amount === availableCents : amount <= availableCents;
  if (!fits && inFlight > 0 && amount > availableCents)
    return {
      ok: false,
      code: 'settlement.paymentInFlight',
      params: { remainingCents, inFlightCents: inFlight },
    };
  if (!fits)
    return {
      ok: false,
      code: isSettlementType ? 'settlement.amountMismatch' : 'settlement.aboveRemaining',
      params: { remainingCents: availableCents },
    };
  return {
    ok: true,
    towardSettlement: true,
    settles: amount === availableCents,
    remainingAfterCents: availableCents - amount,
  };
}

export type SettlementPosting =
  | { ok: true; settles: boolean }
  | {
      ok: false;
      code: 'settlement.alreadySettled' | 'settlement.notSigned';
      params: Record<string, never>;
    }
  | { ok: false; code: 'settlement.aboveRemaining'; params: { remainingCents: number } };

/**
 * At posting, under the loan's lock: a payment toward the settlement settles the loan when it reaches what is left
 * of the agreed sum; one that would pass it, or comes after the loan settled, cannot be applied (its charge is voided).
 * Before the charge, the same with the other payments toward it in flight counted (`inFlightCents`). The expiry and
 * the tries are not asked again: they were checked when the payment was accepted.
 */
export function settlementPosting(
  account: Omit<SettlementAccount, 'docExp' | 'failedPayments'>,
  amountCents: number,
  inFlightCents = 0,
): SettlementPosting {
  if (account.paymentMade) return { ok: false, code: 'settlement.alreadySettled', params: {} };
  if (!account.docSigned) return { ok: false, code: 'settlement.notSigned', params: {} };
  const remainingCents = Math.max(
    0,
    settlementRemainingCents(account) - Math.max(0, inFlightCents),
  );
  if (amountCents > remainingCents)
    return { ok: false, code: 'settlement.aboveRemaining', params: { remainingCents } };
  return { ok: true, settles: amountCents === remainingCents };
}

/** The fields of the API's settlement status (contract TSettlementStatusResponse) the rules read. */
export interface SettlementStatusLike {
  docExp: string;
  docSigned: boolean;
  paymentMade: boolean;
  settlementAmountCents: number;
  paidCents: number;
  balanceCents: number;
  failedPayments: number;
}

/** The settlement's account as the API's settlement status gives it (the web's instant check). */
export function settlementAccountOf(status: SettlementStatusLike): SettlementAccount {
  return {
    docExp: new Date(status.docExp),
    docSigned: status.docSigned,
    paymentMade: status.paymentMade,
    settlementAmountCents: status.settlementAmountCents,
    paidCents: status.paidCents,
    payoffCents: status.balanceCents,
    failedPayments: status.failedPayments,
  };
}
