/**
 * The one error handler and the one error shape (ZErrorResponseSchema):
 * { reqId, statusCode, error, message, field? }. A 5xx never echoes its internals.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TErrorResponse } from '@lender/contract';
import { pickLanguage, translate, type Text } from '../i18n';
import { CodedError, isServiceError, type ServiceError } from '../lib/errors';
import { describeValidation } from '../lib/validation-field';

export const INTERNAL_ERROR_MESSAGE = 'There was an internal server error.';

/** The request's language: the client context's, else (the headers were refused before it was read) Accept-Language's. */
export function requestLanguage(request: FastifyRequest) {
  return (request.client as FastifyRequest['client'] | null | undefined)?.language ?? pickLanguage(request.headers['accept-language']);
}

/**
 * The one error shape, its message in the request's language: a service error's own, a Text of the table, or an
 * English sentence (translated when the table has it; `error` and `errorCode` never are).
 */
export function errorBody(request: FastifyRequest, statusCode: number, said: ServiceError | Text | string, field?: string): TErrorResponse {
  const language = requestLanguage(request);
  const message = isServiceError(said) ? said.messageIn(language) : translate(language, said);
  const body: TErrorResponse = { reqId: String(request.id), statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (field) body.field = field;
  return body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, statusCode: number, message: ServiceError | Text | string, field?: string) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(request, statusCode, message, field));
}

function validationProblem(error: FastifyError, request: FastifyRequest) {
  if (!error.validation || error.validation.length === 0) return undefined;
  const first = error.validation[0];
  return first ? describeValidation(first, error.validationContext, requestLanguage(request)) : undefined;
}

/** A service error's Retry-After (a 429's: when the person may try again). */
export function setRetryAfter(reply: FastifyReply, error: { retryAfterSeconds?: number }): void {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.max(0, Math.ceil(error.retryAfterSeconds))));
}

/** What a 429 that left without a Retry-After says (a bug, logged): one minute, the shortest window of our limits. */
export const FALLBACK_RETRY_AFTER_SECONDS = 60;

export function registerErrorHandler(app: FastifyInstance): void {
  // every 429 says when to try again: one guarantee for every route, whatever answered
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) {
      request.log.error({ route: request.routeOptions.url }, 'a 429 without Retry-After (fallback set)');
      reply.header('retry-after', String(FALLBACK_RETRY_AFTER_SECONDS));
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const problem = validationProblem(error, request);
      const field = problem?.field;
      // the field and the rule only: a body or query carries identity data and card tokens (DESIGN §6)
      request.log.info({ field, rule: problem?.message }, 'request validation failed');
      return sendError(request, reply, 400, problem ? `${problem.field}: ${problem.message}` : error.message, field);
    }
    if (isServiceError(error)) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'service error');
      setRetryAfter(reply, error);
      if (error instanceof CodedError) {
        return reply.code(error.statusCode).type('application/json; charset=utf-8').send({ ...errorBody(request, error.statusCode, error, error.field), errorCode: error.errorCode });
      }
      return sendError(request, reply, error.statusCode, error, error.field);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendError(request, reply, 500, INTERNAL_ERROR_MESSAGE);
    }
    const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, statusCode, INTERNAL_ERROR_MESSAGE);
    }
    // 4xx raised by Fastify or its plugins (body too large, bad JSON, rate limit): their messages are safe
    return sendError(request, reply, statusCode, error.message);
  });
}
