/**
 * Card add/remove errors carry the spec §8 name in `errorCode` (CARD_ERROR_CODES of the contract):
 * 400 LimitExceededException, 403 AccessDeniedException, 429 TooManyRequestsException,
 * 503 ServiceUnavailableException (a processor fault), 500 InternalErrorException (anything else); a card added to
 * receive funds is refused by name: 400 CardCannotReceiveFunds, 400 DisburseCardLimitExceeded (its own rule, not the
 * spec's LimitExceededException, which the app shows as too many attempts).
 * They are coded errors, answered by the one error handler as { reqId, statusCode, error, message, field?, errorCode? };
 * a cards route answers what no card error names with the spec's names too (CARD_ROUTE_ERROR_CODES: a rate limit's
 * 429 TooManyRequestsException, any fault 500 InternalErrorException), and a processor fault is the 503 (fromProcessor).
 */
import { CARD_LIMITS } from '@lender/domain';
import type { TCardErrorCode } from '@lender/contract';
import { ProcessorUnavailableError } from '../../integrations/card-processor';
import { text } from '../../i18n';
import { CodedError, type CodedErrorOptions, type Saying } from '../../lib/errors';
import type { RouteErrorCodes } from '../../plugins/error-handler';

export const CARD_EXPIRED_MESSAGE = 'This card has expired.';
export const DISBURSE_CARD_LIMIT_MESSAGE = `You can have at most ${CARD_LIMITS.disburse} debit cards that receive funds. Remove one to add another.`;

/** A card refusal: a coded error whose code, when it has one, is a spec §8 card error name. */
const cardError = (
  statusCode: number,
  errorCode: TCardErrorCode | undefined,
  message: Saying,
  field?: string,
  options?: Pick<CodedErrorOptions, 'retryAfterSeconds' | 'fieldInFront'>,
) => new CodedError(statusCode, errorCode, message, field, options);

export const cardErrors = {
  tokenRequired: () => cardError(400, undefined, text('cards.tokenRequired'), 'body.bridgeToken'),
  expired: () => cardError(400, undefined, text('cards.expired'), 'body.bridgeToken'),
  badOrigin: () =>
    cardError(400, undefined, text('cards.badOrigin'), 'query.origin', { fieldInFront: true }),
  cannotReceiveFunds: () =>
    cardError(400, 'CardCannotReceiveFunds', text('cards.cannotReceiveFunds'), 'body.bridgeToken'),
  limitExceeded: () => cardError(400, 'LimitExceededException', text('cards.limit')),
  disburseLimitExceeded: () =>
    cardError(
      400,
      'DisburseCardLimitExceeded',
      text('cards.disburseLimit', { max: CARD_LIMITS.disburse }),
      'body.bridgeToken',
    ),
  tooManyRequests: (retryAfterSeconds: number) =>
    cardError(429, 'TooManyRequestsException', text('cards.tooManyRequests'), undefined, {
      retryAfterSeconds,
    }),
  accessDenied: (message: Saying = text('generic.accessDenied')) =>
    cardError(403, 'AccessDeniedException', message),
  notFound: () => cardError(404, undefined, text('cards.notFound')),
  formNotFound: () => cardError(404, undefined, text('cards.infoFailed')),
  unavailable: () => cardError(503, 'ServiceUnavailableException', text('cards.unavailable')),
};

/** What a cards route answers in `errorCode` when no card error names one (plugins/error-handler.ts reads it off the route). */
export const CARD_ROUTE_ERROR_CODES: RouteErrorCodes = {
  tooManyRequests: 'TooManyRequestsException',
  internal: 'InternalErrorException',
};

/** A call to the card processor: its fault (ProcessorUnavailableError) is the spec's 503 ServiceUnavailableException. */
export async function fromProcessor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof ProcessorUnavailableError ? cardErrors.unavailable() : error;
  }
}
