/**
 * A renewal's cash out as the server checks it (decision 057): the amount against the loan (domain
 * cashOutAmountRefusal: the loan system's isDisbursementAvailable, the $10,000 disbursement maximum, the product's
 * maximum loan amount) — by the disclosure before it is signed and by POST /payment before any card is charged — and
 * each refusal as a coded 4xx naming the field (422 for a loan that pays nothing out, 400 for an amount or a card).
 */
import {
  cashOutAmountRefusal,
  cashOutRefusalField,
  type RenewalCashOutRefusal,
} from '@lender/domain';
import type { LoanRecord } from '../../../integrations/loan-systems';
import { text } from '../../../i18n';
import { CodedError } from '../../../lib/errors';

/** The 4xx of a cash-out refusal; `field` overrides the payment request's field (the disclosure names its own). */
export function cashOutError(refusal: RenewalCashOutRefusal, field?: string): CodedError {
  const at =
    field && cashOutRefusalField(refusal) === 'body.disbursementAmount' ? field : undefined;
  const where = at ?? cashOutRefusalField(refusal);
  switch (refusal.code) {
    case 'cashOut.unavailable':
      return new CodedError(422, refusal.code, text(refusal.code), where);
    case 'cashOut.belowMinimum':
      return new CodedError(
        400,
        refusal.code,
        text(refusal.code, { amount: { cents: refusal.params.minCents } }),
        where,
      );
    case 'cashOut.aboveMaximum':
      return new CodedError(
        400,
        refusal.code,
        text(refusal.code, { amount: { cents: refusal.params.maxCents } }),
        where,
      );
    case 'cashOut.methodUnavailable':
    case 'cashOut.tooManyCards':
      return new CodedError(400, refusal.code, text(refusal.code, refusal.params), where);
    default:
      return new CodedError(400, refusal.code, text(refusal.code), where);
  }
}

/** Throws unless the loan may pay `cashOutCents` out at a renewal paying `amountCents`. */
export function assertCashOut(
  loan: LoanRecord,
  amountCents: number,
  cashOutCents: number,
  field?: string,
): void {
  const refusal = cashOutAmountRefusal(loan, amountCents, cashOutCents);
  if (refusal) throw cashOutError(refusal, field);
}
