/**
 * Spec §4 Payment and Partial payment: the minimum a payment must reach, the amount choices of
 * MakePayment and the check of a typed amount. All amounts are integer cents.
 */
import type { PaymentAmountType, PaymentLoanFacts } from './facts';

/**
 * Why an amount is refused: a code and its parameters (cents), never a sentence; the web and the API each
 * translate the code into the reader's language (issue 17).
 */
export const PAYMENT_AMOUNT_CODES = [
  'notPayable',
  'amountRequired',
  'abovePayoff',
  'belowMinimum',
] as const;
export type PaymentAmountCode = (typeof PAYMENT_AMOUNT_CODES)[number];
export type PaymentAmountRefusal =
  | { ok: false; code: 'notPayable' | 'amountRequired'; params: Record<string, never> }
  | { ok: false; code: 'abovePayoff'; params: { payoffCents: number } }
  | { ok: false; code: 'belowMinimum'; params: { minimumCents: number } };

/** A late loan (days late and a minimum required) owes at least the minimum required. */
function isLateWithRequirement(facts: PaymentLoanFacts): boolean {
  return facts.daysLate > 0 && facts.minimumRequiredAmountCents > 0;
}

/**
 * The least a full (not partial) payment may be: the minimum required for a late loan, else the
 * minimum due; for 'onlineProduct' the lower of that and a positive product-switch amount due;
 * never above the payoff.
 */
export function minimumPaymentCents(
  facts: PaymentLoanFacts,
  amountType: PaymentAmountType,
): number {
  let minimum = isLateWithRequirement(facts)
    ? facts.minimumRequiredAmountCents
    : facts.minimumAmountDueCents;
  if (amountType === 'onlineProduct' && facts.productSwitchAmountDueCents > 0) {
    minimum = Math.min(minimum, facts.productSwitchAmountDueCents);
  }
  return Math.max(0, Math.min(minimum, facts.payoffCents));
}

export interface PaymentAmountChoices {
  /** null when there is no minimum, it is not below the payoff (the payoff choice covers it) or it equals the reinstatement */
  minimumCents: number | null;
  payoffCents: number;
  /** the OFR reinstatement amount, when the loan is paid by reinstating and it is below the payoff */
  reinstateCents: number | null;
}

/**
 * The amounts MakePayment offers besides 'other' (the loan's own minimum, type 'other'). Two choices
 * of the same amount are offered once: the payoff wins over a reinstatement of the same amount (it
 * ends the loan), and a reinstatement wins over a minimum of the same amount (it names what the
 * payment does to a loan out for repossession).
 */
export function paymentAmountChoices(facts: PaymentLoanFacts): PaymentAmountChoices {
  const minimum = minimumPaymentCents(facts, 'other');
  const reinstate = facts.reinstatementAmountCents;
  const reinstateCents =
    facts.isOfrReinstateAmount &&
    reinstate !== null &&
    reinstate > 0 &&
    reinstate !== facts.payoffCents
      ? reinstate
      : null;
  return {
    minimumCents:
      minimum > 0 && minimum < facts.payoffCents && minimum !== reinstateCents ? minimum : null,
    payoffCents: facts.payoffCents,
    reinstateCents,
  };
}

/**
 * Spec §4 Partial payment: days late above 0, amount nonzero and below the minimum required,
 * partial-confirm viewable, and the type is 'other' or an OFR reinstate.
 */
export function isPartialPayment(
  facts: PaymentLoanFacts,
  amountCents: number,
  amountType: PaymentAmountType,
): boolean {
  return (
    facts.daysLate > 0 &&
    amountCents > 0 &&
    amountCents < facts.minimumRequiredAmountCents &&
    facts.partialPayConfirmViewable &&
    (amountType === 'other' || facts.isOfrReinstateAmount)
  );
}

/** Why an amount cannot be taken from what is left of the payoff (a code with its parameters; callers translate). */
export type RemainingCheck =
  | { ok: true; remainingCents: number }
  | {
      ok: false;
      /** abovePayoff: nothing else is in flight; aboveRemaining: other money movements already hold part of the payoff */
      code: 'abovePayoff' | 'aboveRemaining';
      params: { payoffCents: number; inFlightCents: number; remainingCents: number };
    };

/**
 * The amount against what is left of the payoff: the payoff minus every money movement accepted but not yet
 * posted or failed (in flight). The web calls it with nothing in flight; the server under the loan's reservation.
 */
export function checkAmountAgainstRemaining(
  payoffCents: number,
  inFlightCents: number,
  amountCents: number,
): RemainingCheck {
  const remainingCents = Math.max(0, payoffCents - Math.max(0, inFlightCents));
  if (amountCents <= remainingCents) return { ok: true, remainingCents };
  return {
    ok: false,
    code: inFlightCents > 0 ? 'aboveRemaining' : 'abovePayoff',
    params: { payoffCents, inFlightCents, remainingCents },
  };
}

export type PaymentAmountCheck =
  { ok: true; isPayoff: boolean; isPartial: boolean } | PaymentAmountRefusal;

/**
 * Checks a payment amount against the loan. A loan that is not late takes any amount up to the
 * payoff (a payment below the minimum due is still a payment: it simply leaves some of the minimum
 * due). A late loan owes its minimum: below it only a partial payment (spec §4) is accepted. A payoff
 * (amount equal to the payoff) is never partial, even when the payoff is below the minimum required.
 */
export function validatePaymentAmount(
  facts: PaymentLoanFacts,
  amountCents: number,
  amountType: PaymentAmountType,
): PaymentAmountCheck {
  if (!facts.payable || facts.paidOff || facts.payoffCents <= 0)
    return { ok: false, code: 'notPayable', params: {} };
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    return { ok: false, code: 'amountRequired', params: {} };
  if (!checkAmountAgainstRemaining(facts.payoffCents, 0, amountCents).ok)
    return { ok: false, code: 'abovePayoff', params: { payoffCents: facts.payoffCents } };
  const isPayoff = amountCents === facts.payoffCents;
  const isPartial = !isPayoff && isPartialPayment(facts, amountCents, amountType);
  const minimum = minimumPaymentCents(facts, amountType);
  if (facts.daysLate > 0 && amountCents < minimum && !isPartial)
    return { ok: false, code: 'belowMinimum', params: { minimumCents: minimum } };
  return { ok: true, isPayoff, isPartial };
}
