/**
 * Card add/remove errors carry the spec §8 name in `errorCode` (CARD_ERROR_CODES of the contract):
 * 400 LimitExceededException, 403 AccessDeniedException, 429 TooManyRequestsException,
 * 503 ServiceUnavailableException (a processor fault), 500 InternalErrorException (anything else); a card added to
 * receive funds is refused by name: 400 CardCannotReceiveFunds, 400 DisburseCardLimitExceeded (its own rule, not the
 * spec's LimitExceededException, which the app shows as too many attempts).
 * The cards routes' error handler sends them as { reqId, statusCode, error, message, field?, errorCode }.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { CARD_LIMITS } from '@lender/domain';
import type { TCardErrorCode } from '@lender/contract';
import { ProcessorUnavailableError } from '../../integrations/card-processor';
import { text } from '../../i18n';
import { isServiceError, ServiceError, type Saying } from '../../lib/errors';
import { errorBody, setRetryAfter, INTERNAL_ERROR_MESSAGE } from '../../plugins/error-handler';

export const CARD_EXPIRED_MESSAGE = 'This card has expired.';
export const DISBURSE_CARD_LIMIT_MESSAGE = `You can have at most ${CARD_LIMITS.disburse} debit cards that receive funds. Remove one to add another.`;

export class CardError extends ServiceError {
  constructor(
    readonly statusCode: number,
    readonly errorCode: TCardErrorCode | undefined,
    message: Saying,
    field?: string,
    override readonly retryAfterSeconds?: number,
    fieldInFront = false,
  ) {
    super(message, field, fieldInFront);
  }
}

export const cardErrors = {
  tokenRequired: () => new CardError(400, undefined, text('cards.tokenRequired'), 'body.bridgeToken'),
  expired: () => new CardError(400, undefined, text('cards.expired'), 'body.bridgeToken'),
  badOrigin: () => new CardError(400, undefined, text('cards.badOrigin'), 'query.origin', undefined, true),
  cannotReceiveFunds: () => new CardError(400, 'CardCannotReceiveFunds', text('cards.cannotReceiveFunds'), 'body.bridgeToken'),
  limitExceeded: () => new CardError(400, 'LimitExceededException', text('cards.limit')),
  disburseLimitExceeded: () => new CardError(400, 'DisburseCardLimitExceeded', text('cards.disburseLimit', { max: CARD_LIMITS.disburse }), 'body.bridgeToken'),
  tooManyRequests: (retryAfterSeconds: number) => new CardError(429, 'TooManyRequestsException', text('cards.tooManyRequests'), undefined, retryAfterSeconds),
  accessDenied: (message: Saying = text('generic.accessDenied')) => new CardError(403, 'AccessDeniedException', message),
  notFound: () => new CardError(404, undefined, text('cards.notFound')),
  formNotFound: () => new CardError(404, undefined, text('cards.infoFailed')),
  unavailable: () => new CardError(503, 'ServiceUnavailableException', text('cards.unavailable')),
};

/** Scoped to the cards routes; anything it does not own goes on to the parent handlers. */
export function registerCardErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error: unknown = thrown instanceof ProcessorUnavailableError ? cardErrors.unavailable() : thrown;
    if (error instanceof CardError) {
      if (error.statusCode >= 500) request.log.warn({ errorCode: error.errorCode }, 'card processor unavailable');
      const body = { ...errorBody(request, error.statusCode, error, error.field), ...(error.errorCode ? { errorCode: error.errorCode } : {}) };
      setRetryAfter(reply, error);
      return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
    }
    if (thrown.statusCode === 429) {
      return reply.code(429).type('application/json; charset=utf-8').send({ ...errorBody(request, 429, thrown.message), errorCode: 'TooManyRequestsException' });
    }
    const isUnexpected = !isServiceError(error) && !thrown.validation && (thrown.statusCode === undefined || thrown.statusCode >= 500);
    if (isUnexpected) {
      request.log.error({ err: thrown }, 'card request failed');
      return reply.code(500).type('application/json; charset=utf-8').send({ ...errorBody(request, 500, INTERNAL_ERROR_MESSAGE), errorCode: 'InternalErrorException' });
    }
    throw thrown;
  });
}
