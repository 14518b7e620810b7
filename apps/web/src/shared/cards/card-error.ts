/**
 * The text of a failed card call (spec §8 Card add and remove): the domain's message for the
 * server's error name, else the server's error text, else an unknown-error message with the reason.
 */
import { cardErrorMessage } from '@lender/domain';
import { ApiError } from '../http/api-error';

export function cardErrorText(error: unknown): string {
  if (error instanceof ApiError) return cardErrorMessage(error.errorCode, error.message);
  return cardErrorMessage(undefined, error instanceof Error ? error.message : undefined);
}
