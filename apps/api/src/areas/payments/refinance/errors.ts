/**
 * The refinance money path's errors (contract REFINANCE_ERROR_CODES; the eligibility refusals are
 * areas/payments/refinance-steps' refinanceRefusalError): the cancel's refusals are 'refinance.cancel.<code>' (409). Texts with parameters, translated at the edge (i18n/messages.ts).
 */
import { REFINANCE_ERROR_CODES } from '@lender/contract';
import { text } from '../../../i18n';
import { CodedError, NotFoundError } from '../../../lib/errors';

export const refinanceErrors = {
  inProgress: () =>
    new CodedError(
      409,
      REFINANCE_ERROR_CODES.inProgress,
      text('refinance.inProgress'),
      'body.loanId',
    ),
  /** the signed disclosure already paid for a refinance */
  disclosureUsed: () =>
    new CodedError(
      409,
      REFINANCE_ERROR_CODES.disclosureNotSigned,
      text('refinance.disclosureUsed'),
      'body.refinance.disclosureEnvelopeId',
    ),
  notFound: () => new NotFoundError(text('refinance.notFound')),
  cancel: (code: 'notSameDay' | 'newLoanActivity' | 'alreadyCancelled' | 'cashOutInFlight') =>
    new CodedError(
      409,
      `refinance.cancel.${code}`,
      text(`refinance.cancel.${code}`),
      'body.newLoanId',
    ),
};
