/**
 * The settlement's part of a payment (decision 045), shared by the settlement service (the check before the
 * reservation) and the payments module (under the loan's lock, and at posting): a signed settlement governs every
 * payment on its loan. A refusal of the domain becomes the API's coded 4xx, in the reader's language.
 */
import {
  settlementPaymentCheck,
  settlementPosting,
  settlementRemainingCents,
  type SettlementCheck,
  type SettlementPaymentRefusal,
} from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import { text } from '../../../i18n';
import { CodedError } from '../../../lib/errors';
import { signedAccountOf, type SettlementSystems } from './account';
import { createSettlementsRepo, type SettlementsRepo } from './repo';

export interface SettlementPaymentRequest {
  amountCents: number;
  paymentType: number;
}

/** What the check before the reservation found: whether the loan has a settlement offer, and whether the payment counts toward it. */
export interface SettlementGate {
  hasSettlement: boolean;
  towardSettlement: boolean;
}

type Refusal = SettlementPaymentRefusal | Exclude<SettlementCheck, { ok: true }>;

/** A refusal of the domain as a coded 4xx naming the field: an amount the settlement does not take is 400, a state that forbids paying 409. */
export function settlementRefusal(check: Refusal, field: string): CodedError {
  switch (check.code) {
    case 'settlement.offerExpired':
      return new CodedError(
        409,
        check.code,
        text(check.code, { date: check.params.docExp.slice(0, 10) }),
        field,
      );
    case 'settlement.retriesExhausted':
      return new CodedError(
        409,
        check.code,
        text(check.code, { limit: check.params.limit }),
        field,
      );
    case 'settlement.amountMismatch':
    case 'settlement.aboveRemaining':
      return new CodedError(
        400,
        check.code,
        text(check.code, { amount: { cents: check.params.remainingCents } }),
        'body.paymentAmount',
      );
    case 'settlement.paymentInFlight':
      return new CodedError(
        409,
        check.code,
        text(check.code, { amount: { cents: check.params.inFlightCents } }),
        field,
      );
    case 'settlement.amountRequired':
      return new CodedError(400, check.code, text(check.code), 'body.paymentAmount');
    default:
      return new CodedError(409, check.code, text(check.code), field);
  }
}

/**
 * In the reservation's transaction, under the loan's lock: the payment against the loan's signed settlement again,
 * counting the payments toward it still in flight; a refusal is thrown (nothing is written). Whether it counts
 * toward the settlement (then it is recorded as a settlement payment, type 5). `systems`: the loan systems inside
 * that transaction (LoanSystems.inTransaction).
 */
export async function holdSettlementPayment(
  tx: DbOrTx,
  systems: SettlementSystems,
  loanId: string,
  payment: SettlementPaymentRequest,
  now: Date,
  /** spec §9 settlementPaymentRetryLimit (server-overridable) */
  limit: number,
): Promise<{ towardSettlement: boolean }> {
  const signed = await signedAccountOf(createSettlementsRepo(tx), systems, loanId);
  if (!signed) return { towardSettlement: false };
  const check = settlementPaymentCheck(signed.account, payment, now, {
    inFlightCents: signed.inFlightCents,
    limit,
  });
  if (!check.ok) throw settlementRefusal(check, 'body.loanId');
  return { towardSettlement: check.towardSettlement };
}

/** Why a payment toward the settlement cannot be applied at its posting (its charge is then voided). */
export class SettlementNotApplicableError extends Error {
  constructor(readonly code: string) {
    super(`payment not applicable to the settlement: ${code}`);
    this.name = 'SettlementNotApplicableError';
  }
}

/**
 * A settlement payment's posting, in the posting's transaction (the loan's row locked): whether it settles the loan;
 * one that would pass what is left, or comes after the loan settled, throws SettlementNotApplicableError.
 */
export async function settlementPostingOf(
  tx: DbOrTx,
  systems: SettlementSystems,
  loanId: string,
  payment: { paymentId: string; amountCents: number },
): Promise<{ settles: boolean }> {
  const repo = createSettlementsRepo(tx);
  const signed = await signedAccountOf(repo, systems, loanId, payment.paymentId);
  const posting = signed
    ? settlementPosting(signed.account, payment.amountCents)
    : ({ ok: false, code: 'settlement.notSigned' } as const);
  if (!posting.ok) throw new SettlementNotApplicableError(posting.code);
  return { settles: posting.settles };
}

/**
 * Before a settlement payment is charged: whether it still fits what is left once the other payments toward the
 * settlement in flight are counted (false: it is failed uncharged).
 */
export async function settlementPaymentStillFits(
  db: DbOrTx,
  systems: SettlementSystems,
  loanId: string,
  payment: { paymentId: string; amountCents: number },
): Promise<boolean> {
  const repo = createSettlementsRepo(db);
  const signed = await signedAccountOf(repo, systems, loanId, payment.paymentId);
  return (
    signed !== undefined &&
    settlementPosting(signed.account, payment.amountCents, signed.inFlightCents).ok
  );
}

/** What is left of the loan's signed settlement now (0 once settled); null when no signed settlement governs the loan. */
export async function settlementRemainingOf(
  repo: Pick<SettlementsRepo, 'signedOf'>,
  systems: SettlementSystems,
  loanId: string,
): Promise<number | null> {
  const signed = await signedAccountOf(repo, systems, loanId);
  if (!signed) return null;
  return signed.account.paymentMade ? 0 : settlementRemainingCents(signed.account);
}
