/**
 * The server-derived context of spec §4 Refinance eligibility, in one place for every caller (the refinance
 * disclosure here, POST /payment isRefi in payments): guest scope from the session, preventRefi from the loan
 * system's refinanceDenied risk change, allowNoSsnRefi from the server settings, and whether the borrower and the
 * co-signer have an SSN on file. Nothing of it is taken from the request. The refusal of domain
 * refinanceEligibility becomes 'refinance.<code>': 400 naming the amount field for the amount codes, else 409. A renewal
 * is new credit: assertRefinanceable also asks the borrower's standing (bankruptcy, MLA: 409 'credit.<code>').
 */
import type { TLoan } from '@lender/contract';
import {
  PAST_DUE_PHONE_DAY_LIMIT,
  paymentPostingDate,
  refinanceEligibility,
  refinanceFactsOfLoan,
  type PaymentAmountType,
  type RefinanceContext,
  type RefinanceRefusal,
  type ServerSettings,
} from '@lender/domain';
import type { LoanRecord, LoanSystemRegistry } from '../../../integrations/loan-systems';
import { text } from '../../../i18n';
import { CodedError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { assertNewCreditAllowed, loanView } from '../../accounts';

export interface RefinanceContextDeps {
  loans: Pick<LoanSystemRegistry, 'adapter'>;
  /** the server settings (allowNoSsnRefi, and allowNlsMlaCheck for the borrower's standing) */
  settings: () => Promise<Pick<ServerSettings, 'allowNoSsnRefi' | 'allowNlsMlaCheck'>>;
}

/** The refinance context of paying `amountCents` (of `amountType`) on `loan`, as the caller's session and the loan system say. */
export async function refinanceContextOf(
  deps: RefinanceContextDeps,
  auth: Pick<AuthContext, 'scope'>,
  loan: LoanRecord,
  payment: { amountCents: number; amountType: PaymentAmountType },
): Promise<RefinanceContext> {
  const system = deps.loans.adapter(loan.loanSystem);
  const [risk, settings, borrower, cosigner] = await Promise.all([
    system.riskInfo(loan.loanId),
    deps.settings(),
    system.customerRecord(loan.borrower.recordId),
    loan.cosigner ? system.customerRecord(loan.cosigner.recordId) : Promise.resolve(null),
  ]);
  return {
    amountCents: payment.amountCents,
    amountType: payment.amountType,
    guestPayment: auth.scope === 'guest',
    preventRefi: risk.refinanceDeniedAt !== null,
    allowNoSsnRefi: settings.allowNoSsnRefi,
    customerHasSsn: Boolean(borrower?.ssnLast4),
    // a loan without a co-signer has no co-signer SSN to miss
    cosignerHasSsn: loan.cosigner ? Boolean(cosigner?.ssnLast4) : true,
  };
}

const AMOUNT_CODES: readonly string[] = [
  'amountRequired',
  'equalsPayoff',
  'belowMinimum',
  'aboveMaximum',
];

/** A refusal of domain refinanceEligibility as the API answers it: 'refinance.<code>', 400 naming `amountField` for an amount, else 409. */
export function refinanceRefusalError(refusal: RefinanceRefusal, amountField: string): CodedError {
  const code = `refinance.${refusal.code}` as const;
  if (refusal.code === 'belowMinimum')
    return new CodedError(
      400,
      code,
      text(code, { amount: { cents: refusal.params.minimumCents } }),
      amountField,
    );
  if (refusal.code === 'aboveMaximum')
    return new CodedError(
      400,
      code,
      text(code, { amount: { cents: refusal.params.maximumCents } }),
      amountField,
    );
  if (AMOUNT_CODES.includes(refusal.code))
    return new CodedError(400, code, text(code), amountField);
  return new CodedError(409, code, text(code), 'body.loanId');
}

/** Throws unless paying `amountCents` on the loan may renew it (spec §4 Refinance eligibility, the server's context). */
export async function assertRefinanceable(
  deps: RefinanceContextDeps,
  auth: Pick<AuthContext, 'scope'>,
  access: { loan: LoanRecord; isAlternate: boolean },
  payment: { amountCents: number; amountType: PaymentAmountType; now: Date },
  amountField: string,
): Promise<void> {
  const check = refinanceEligibility(
    refinanceFactsOf(access, payment.now),
    await refinanceContextOf(deps, auth, access.loan, payment),
  );
  if (!check.ok) throw refinanceRefusalError(check, amountField);
  // a renewal is new credit: the borrower's bankruptcy and Military Lending Act standing (decision 059)
  const { loan } = access;
  await assertNewCreditAllowed(
    deps.loans,
    { loanSystem: loan.loanSystem, customerId: loan.borrower.customerId },
    await deps.settings(),
    'body.loanId',
  );
}

/**
 * The loan as the refinance rules read it (the contract's Loan, as GET /accounts answers it, with its opening date),
 * on the business date a payment made at `now` posts on.
 */
export function refinanceFactsOf(access: { loan: LoanRecord; isAlternate: boolean }, now: Date) {
  // loanView's past-due phone limit is for display only: the refinance rules do not read it
  const view: TLoan = loanView(access, PAST_DUE_PHONE_DAY_LIMIT);
  return refinanceFactsOfLoan(
    { ...view, openedOn: access.loan.openedOn },
    { today: paymentPostingDate(now) },
  );
}
