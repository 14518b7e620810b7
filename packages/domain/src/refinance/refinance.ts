/**
 * Spec §4 Refinance eligibility (a renewal is a refinance: the borrower pays part of the loan and the rest becomes a
 * new loan). Codes with parameters, never sentences: the server enforces them on POST /payment (isRefi), the web
 * calls them as the borrower types, and each translates the code.
 *
 * - Required: guest refinance allowed; preventRefi false; the loan refinance-eligible or disbursement-eligible; a
 *   payment amount not equal to the payoff.
 * - NLS loans: that is enough. Others (TLXe): the amount at or above the minimum, and at most the payoff minus the
 *   minimum loan amount. The minimum is the minimum due; for 'onlineProduct' the lower of it and a positive
 *   product-switch amount due.
 * - Guest refinance is allowed when the payment is not a guest payment, or the loan's guest-refinance flag is on.
 * - Not payable when the no-SSN refinance setting is off, the loan is refinance-eligible, and the customer or the
 *   co-signer has no SSN.
 * - Issue 48 (decision 051): a line of credit is never renewed (it is drawn on, not replaced by a new loan:
 *   'lineOfCredit'), and a loan opened — by an origination or a renewal — on or after the business date a payment
 *   made now posts on is not renewed again that day ('openedToday {openedOn}').
 */
import type { PaymentAmountType } from '../payments/facts';

export interface RefinanceLoanFacts {
  loanSystem: 'NLS' | 'TLXe';
  payoffCents: number;
  minimumAmountDueCents: number;
  productSwitchAmountDueCents: number;
  minimumLoanAmountCents: number;
  refinanceEligible: boolean;
  isDisbursementAvailable: boolean;
  guestRefinanceEnabled: boolean;
  payable: boolean;
  paidOff: boolean;
  /** a line of credit (product type 'lineOfCredit'): drawn on, never renewed */
  lineOfCredit: boolean;
  /** the business date the loan was opened (originated, or made by a renewal), 'YYYY-MM-DD'; null when not known */
  openedOn: string | null;
  /** the business date a payment made now posts on (paymentPostingDate): a loan opened then was opened "today" */
  today: string;
}

export interface RefinanceContext {
  amountCents: number;
  amountType: PaymentAmountType;
  guestPayment: boolean;
  /** spec payment state preventRefi: the loan system denied refinancing this loan (risk info refinanceDenied) */
  preventRefi: boolean;
  /** spec §6 allowNoSsnRefi */
  allowNoSsnRefi: boolean;
  customerHasSsn: boolean;
  /** true when the loan has no co-signer */
  cosignerHasSsn: boolean;
}

export const REFINANCE_REFUSAL_CODES = [
  'notPayable',
  'lineOfCredit',
  'openedToday',
  'amountRequired',
  'guestRefinanceOff',
  'preventRefi',
  'notEligible',
  'noSsn',
  'equalsPayoff',
  'belowMinimum',
  'aboveMaximum',
] as const;
export type RefinanceRefusalCode = (typeof REFINANCE_REFUSAL_CODES)[number];

type ParameterCode = 'belowMinimum' | 'aboveMaximum' | 'openedToday';

export type RefinanceRefusal =
  | {
      ok: false;
      code: Exclude<RefinanceRefusalCode, ParameterCode>;
      params: Record<string, never>;
    }
  | { ok: false; code: 'openedToday'; params: { openedOn: string } }
  | { ok: false; code: 'belowMinimum'; params: { minimumCents: number } }
  | { ok: false; code: 'aboveMaximum'; params: { maximumCents: number } };

export type RefinanceCheck = { ok: true } | RefinanceRefusal;

const refusal = (code: Exclude<RefinanceRefusalCode, ParameterCode>): RefinanceRefusal => ({
  ok: false,
  code,
  params: {},
});

/** The least a refinance payment may be (TLXe): the minimum due, or for 'onlineProduct' the lower of it and a positive product-switch amount due. */
export function refinanceMinimumCents(
  loan: Pick<RefinanceLoanFacts, 'minimumAmountDueCents' | 'productSwitchAmountDueCents'>,
  amountType: PaymentAmountType,
): number {
  const { minimumAmountDueCents: due, productSwitchAmountDueCents: productSwitch } = loan;
  return amountType === 'onlineProduct' && productSwitch > 0 ? Math.min(due, productSwitch) : due;
}

/** The most a refinance payment may be (TLXe): the payoff minus the minimum loan amount (what the new loan must at least be). */
export function refinanceMaximumCents(
  loan: Pick<RefinanceLoanFacts, 'payoffCents' | 'minimumLoanAmountCents'>,
): number {
  return Math.max(0, loan.payoffCents - loan.minimumLoanAmountCents);
}

/** Whether the loan may be offered a refinance at all (before an amount is chosen): the amount-free rules. */
export function refinanceOfferRefusal(
  loan: RefinanceLoanFacts,
  context: Omit<RefinanceContext, 'amountCents' | 'amountType'>,
): RefinanceRefusal | null {
  if (!loan.payable || loan.paidOff || loan.payoffCents <= 0) return refusal('notPayable');
  if (loan.lineOfCredit) return refusal('lineOfCredit');
  if (loan.openedOn !== null && loan.openedOn >= loan.today)
    return { ok: false, code: 'openedToday', params: { openedOn: loan.openedOn } };
  if (context.guestPayment && !loan.guestRefinanceEnabled) return refusal('guestRefinanceOff');
  if (context.preventRefi) return refusal('preventRefi');
  if (!loan.refinanceEligible && !loan.isDisbursementAvailable) return refusal('notEligible');
  if (
    !context.allowNoSsnRefi &&
    loan.refinanceEligible &&
    (!context.customerHasSsn || !context.cosignerHasSsn)
  )
    return refusal('noSsn');
  if (
    loan.loanSystem === 'TLXe' &&
    refinanceMinimumCents(loan, 'onlineProduct') > refinanceMaximumCents(loan)
  )
    return refusal('notEligible');
  return null;
}

/** Spec §4 Refinance eligibility for an amount: ok, or the first rule it breaks. */
export function refinanceEligibility(
  loan: RefinanceLoanFacts,
  context: RefinanceContext,
): RefinanceCheck {
  const offer = refinanceOfferRefusal(loan, context);
  if (offer) return offer;
  const { amountCents } = context;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return refusal('amountRequired');
  if (amountCents === loan.payoffCents) return refusal('equalsPayoff');
  if (loan.loanSystem === 'NLS')
    return amountCents < loan.payoffCents
      ? { ok: true }
      : { ok: false, code: 'aboveMaximum', params: { maximumCents: loan.payoffCents - 1 } };
  const minimumCents = refinanceMinimumCents(loan, context.amountType);
  if (amountCents < minimumCents)
    return { ok: false, code: 'belowMinimum', params: { minimumCents } };
  const maximumCents = refinanceMaximumCents(loan);
  if (amountCents > maximumCents)
    return { ok: false, code: 'aboveMaximum', params: { maximumCents } };
  return { ok: true };
}

/** The loan fields (contract TLoan, read structurally) the refinance rules need. */
export interface RefinanceLoanLike {
  loanSystem: 'NLS' | 'TLXe';
  payoffAmountCents: number;
  minimumAmountDueCents: number;
  productSwitchAmountDueCents: number;
  minimumLoanAmountCents: number;
  refinanceEligible: boolean;
  payable: boolean;
  paidOff: boolean;
  productType: 'instalment' | 'title' | 'lineOfCredit' | 'shortTerm';
  /** GET /accountdetail's openedOn (the list's loans do not carry it) */
  openedOn?: string;
  validations: {
    isDisbursementAvailable: boolean;
    guestFeatures: { guestRefinanceEnabled: boolean };
  };
}

/** The facts of the contract's loan; `today` is the business date a payment made now posts on (paymentPostingDate). */
export function refinanceFactsOfLoan(
  loan: RefinanceLoanLike,
  { today }: { today: string },
): RefinanceLoanFacts {
  return {
    loanSystem: loan.loanSystem,
    payoffCents: loan.payoffAmountCents,
    minimumAmountDueCents: loan.minimumAmountDueCents,
    productSwitchAmountDueCents: loan.productSwitchAmountDueCents,
    minimumLoanAmountCents: loan.minimumLoanAmountCents,
    refinanceEligible: loan.refinanceEligible,
    isDisbursementAvailable: loan.validations.isDisbursementAvailable,
    guestRefinanceEnabled: loan.validations.guestFeatures.guestRefinanceEnabled,
    payable: loan.payable,
    paidOff: loan.paidOff,
    lineOfCredit: loan.productType === 'lineOfCredit',
    openedOn: loan.openedOn ?? null,
    today,
  };
}
