/**
 * The refinance path's errors (contract REFINANCE_ERROR_CODES): a domain refusal is 'refinance.<code>', 400 naming
 * body.paymentAmount for the amount's rules and 409 for the loan's or the payer's; the cancel's refusals are
 * 'refinance.cancel.<code>' (409). Texts with parameters, translated at the edge (i18n/messages.ts).
 */
import { REFINANCE_ERROR_CODES } from '@lender/contract';
import type { RefinanceRefusal } from '@lender/domain';
import { text } from '../../i18n';
import { CodedError, NotFoundError } from '../../lib/errors';

const AMOUNT_CODES = new Set<RefinanceRefusal['code']>(['amountRequired', 'equalsPayoff', 'belowMinimum', 'aboveMaximum']);

function refusalText(refusal: RefinanceRefusal) {
  if (refusal.code === 'belowMinimum') return text('refinance.belowMinimum', { amount: { cents: refusal.params.minimumCents } });
  if (refusal.code === 'aboveMaximum') return text('refinance.aboveMaximum', { amount: { cents: refusal.params.maximumCents } });
  return text(`refinance.${refusal.code}`);
}

export const refinanceErrors = {
  refusal: (refusal: RefinanceRefusal) =>
    AMOUNT_CODES.has(refusal.code)
      ? new CodedError(400, REFINANCE_ERROR_CODES[refusal.code], refusalText(refusal), 'body.paymentAmount')
      : new CodedError(409, REFINANCE_ERROR_CODES[refusal.code], refusalText(refusal), 'body.loanId'),
  inProgress: () => new CodedError(409, REFINANCE_ERROR_CODES.inProgress, text('refinance.inProgress'), 'body.loanId'),
  /** the signed disclosure already paid for a refinance */
  disclosureUsed: () => new CodedError(409, REFINANCE_ERROR_CODES.disclosureNotSigned, text('refinance.disclosureUsed'), 'body.refinance.disclosureEnvelopeId'),
  notFound: () => new NotFoundError(text('refinance.notFound')),
  cancel: (code: 'notSameDay' | 'newLoanActivity' | 'alreadyCancelled') => new CodedError(409, `refinance.cancel.${code}`, text(`refinance.cancel.${code}`), 'body.newLoanId'),
};
