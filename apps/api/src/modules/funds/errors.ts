/** Draw refusals: a 4xx naming the rule (errorCode, DRAW_ERROR_CODES of the contract) and the field. */
import { formatCents, type CashAdvanceCancelRefusal, type DrawRefusal, type GetCashRefusal } from '@lender/domain';
import { DRAW_ERROR_CODES as CODES } from '@lender/contract';
import { CodedError } from '../../lib/errors';

export const drawErrors = {
  refused(refusal: DrawRefusal | Exclude<GetCashRefusal, { code: 'notBorrower' }>): CodedError {
    switch (refusal.code) {
      case 'notLineOfCredit':
        return new CodedError(422, CODES.notLineOfCredit, 'loanId: only a line of credit can be drawn on.', 'body.loanId');
      case 'belowMinimum':
        return new CodedError(422, CODES.belowMinimum, `amount: the smallest draw is ${formatCents(refusal.minCents)}.`, 'body.amount');
      case 'aboveMaximum':
        return new CodedError(422, CODES.aboveMaximum, `amount: the largest draw to a card is ${formatCents(refusal.maxCents)}.`, 'body.amount');
      case 'aboveAvailable':
        return new CodedError(422, CODES.aboveAvailable, `amount: is more than your available credit of ${formatCents(refusal.availableCents)}.`, 'body.amount');
      case 'disbursementUnavailable':
        return new CodedError(422, CODES.disbursementUnavailable, 'loanId: this line of credit cannot send cash to a card. Please contact your store.', 'body.loanId');
      case 'cardCannotReceive':
        return new CodedError(422, CODES.cardCannotReceive, 'cardIds: this card cannot receive funds. Use a debit card.', 'body.cardIds');
    }
  },
  addOnLocked: () => new CodedError(409, CODES.addOnLocked, 'This loan is locked for an add-on. Please try again later.'),
  addOnLockRequired: () => new CodedError(409, CODES.addOnLockRequired, 'The check before a draw has expired. Start the draw again.'),
  inProgress: () => new CodedError(409, CODES.drawInProgress, 'A draw on this line is being paid out. Wait for it to finish.'),
  keyReused: () => new CodedError(409, CODES.keyReused, 'idempotencyKey: was already used for another draw.', 'body.idempotencyKey'),
  cancel(refusal: CashAdvanceCancelRefusal): CodedError {
    return refusal.code === 'batched'
      ? new CodedError(409, CODES.advanceBatched, 'This cash advance is already being processed and can no longer be cancelled.')
      : new CodedError(409, CODES.advanceNotPending, 'This cash advance is no longer pending.');
  },
};
