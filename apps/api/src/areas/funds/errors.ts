/** Draw refusals: a 4xx naming the rule (errorCode, DRAW_ERROR_CODES of the contract) and the field. */
import {
  type CashAdvanceCancelRefusal,
  type DrawRefusal,
  type GetCashRefusal,
} from '@lender/domain';
import { DRAW_ERROR_CODES as CODES } from '@lender/contract';
import { text } from '../../i18n';
import { CodedError } from '../../lib/errors';

export const drawErrors = {
  refused(refusal: DrawRefusal | Exclude<GetCashRefusal, { code: 'notBorrower' }>): CodedError {
    switch (refusal.code) {
      case 'notLineOfCredit':
        return new CodedError(
          422,
          CODES.notLineOfCredit,
          text('funds.notLineOfCredit'),
          'body.loanId',
        );
      case 'belowMinimum':
        return new CodedError(
          422,
          CODES.belowMinimum,
          text('funds.belowMinimum', { amount: { cents: refusal.minCents } }),
          'body.amount',
        );
      case 'aboveMaximum':
        return new CodedError(
          422,
          CODES.aboveMaximum,
          text('funds.aboveMaximum', { amount: { cents: refusal.maxCents } }),
          'body.amount',
        );
      case 'aboveAvailable':
        return new CodedError(
          422,
          CODES.aboveAvailable,
          text('funds.aboveAvailable', { amount: { cents: refusal.availableCents } }),
          'body.amount',
        );
      case 'disbursementUnavailable':
        return new CodedError(
          422,
          CODES.disbursementUnavailable,
          text('funds.disbursementUnavailable'),
          'body.loanId',
        );
      case 'cardCannotReceive':
        return new CodedError(
          422,
          CODES.cardCannotReceive,
          text('funds.cardCannotReceive'),
          'body.cardIds',
        );
    }
  },
  addOnLocked: () => new CodedError(409, CODES.addOnLocked, text('accounts.addOnLocked')),
  addOnLockRequired: () =>
    new CodedError(409, CODES.addOnLockRequired, text('funds.addOnLockRequired')),
  inProgress: () => new CodedError(409, CODES.drawInProgress, text('funds.drawInProgress')),
  keyReused: () =>
    new CodedError(409, CODES.keyReused, text('funds.keyReused'), 'body.idempotencyKey'),
  cancel(refusal: CashAdvanceCancelRefusal): CodedError {
    return refusal.code === 'batched'
      ? new CodedError(409, CODES.advanceBatched, text('funds.advanceBatched'))
      : new CodedError(409, CODES.advanceNotPending, text('funds.advanceNotPending'));
  },
};
