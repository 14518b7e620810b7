/** No zod here, so a screen that only translates a draw refusal does not load the contract's schemas with it (issue 11). */
import { ADD_ON_LOCKED_CODE } from '../accounts/lock-codes';

/** The errorCodes of the draw calls (4xx), for the web to translate. */
export const DRAW_ERROR_CODES = {
  notLineOfCredit: 'DrawNotLineOfCredit',
  disbursementUnavailable: 'DrawDisbursementUnavailable',
  belowMinimum: 'DrawBelowMinimum',
  aboveAvailable: 'DrawAboveAvailable',
  aboveMaximum: 'DrawAboveMaximum',
  cardCannotReceive: 'CardCannotReceiveFunds',
  drawInProgress: 'DrawInProgress',
  /** the try-lock's code too: the same refusal, from POST /addOnLock (400) or POST /draw (409) */
  addOnLocked: ADD_ON_LOCKED_CODE,
  addOnLockRequired: 'AddOnLockRequired',
  keyReused: 'IdempotencyKeyReused',
  advanceBatched: 'CashAdvanceBatched',
  advanceNotPending: 'CashAdvanceNotPending',
} as const;
