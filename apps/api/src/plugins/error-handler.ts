/**
 * The one error handler (decision 047: the app's only one) and the one error shape (ZErrorResponseSchema):
 * { reqId, statusCode, error, message, field?, errorCode? }. It answers:
 * - a request that fails its schema: 400 naming the field;
 * - a coded error (lib/errors.ts: every domain or service refusal): its status, `error` (the status's name, or the
 *   code where the error says `codeIsError`), its message in the request's language, field, `errorCode`, its `extra`
 *   fields, and Retry-After;
 * - anything else: a 4xx of Fastify or its plugins with its (safe) message; a fault as 500 that never echoes its
 *   internals. A route may name the `errorCode` of those two (config.errorCodes, routeErrorCodes: the cards routes).
 * A root onSend hook gives every 429 a Retry-After.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { TErrorResponse } from '@lender/contract';
import { pickLanguage, translate, type Text } from '../i18n';
import { isCodedError, type CodedError, type ErrorExtra } from '../lib/errors';
import { describeValidation } from '../lib/validation-field';

export const INTERNAL_ERROR_MESSAGE = 'There was an internal server error.';

/** The request's language: the client context's, else (the headers were refused before it was read) Accept-Language's. */
export function requestLanguage(request: FastifyRequest) {
  return (
    (request.client as FastifyRequest['client'] | null | undefined)?.language ??
    pickLanguage(request.headers['accept-language'])
  );
}

/** The `errorCode` a route answers when no coded error names one (a route's config.errorCodes). */
export interface RouteErrorCodes {
  /** a 429 of the rate limits */
  tooManyRequests: string;
  /** a fault (answered 500) */
  internal: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the `errorCode` of this route's answers that no coded error names (routeErrorCodes) */
    errorCodes?: RouteErrorCodes;
  }
}

/** Every route registered on `app` from here on answers with these codes what no coded error names. */
export function routeErrorCodes(app: FastifyInstance, codes: RouteErrorCodes): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, errorCodes: codes };
  });
}

/**
 * The one error shape, its message in the request's language: a coded error's own, a Text of the table, or an
 * English sentence (translated when the table has it; `error` and `errorCode` never are).
 */
export function errorBody(
  request: FastifyRequest,
  statusCode: number,
  said: CodedError | Text | string,
  field?: string,
): TErrorResponse {
  const language = requestLanguage(request);
  const message = isCodedError(said) ? said.messageIn(language) : translate(language, said);
  const body: TErrorResponse = {
    reqId: String(request.id),
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
  };
  if (field) body.field = field;
  return body;
}

/** A coded error's answer: the one shape, `error` the code where it says so, then `errorCode` and its extra fields. */
export function codedErrorBody(
  request: FastifyRequest,
  error: CodedError,
): TErrorResponse & Record<string, ErrorExtra | number | undefined> {
  const body = errorBody(request, error.statusCode, error, error.field);
  if (error.codeIsError && error.errorCode !== undefined) body.error = error.errorCode;
  return {
    ...body,
    ...(error.errorCode !== undefined ? { errorCode: error.errorCode } : {}),
    ...error.extra,
  };
}

const sendBody = (reply: FastifyReply, body: TErrorResponse) =>
  reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  message: CodedError | Text | string,
  field?: string,
) {
  return sendBody(reply, errorBody(request, statusCode, message, field));
}

/** The one shape with a route's code for what no coded error named (none when the route names none). */
const withCode = (body: TErrorResponse, errorCode: string | undefined): TErrorResponse =>
  errorCode === undefined ? body : { ...body, errorCode };

function validationProblem(error: FastifyError, request: FastifyRequest) {
  if (!error.validation || error.validation.length === 0) return undefined;
  const first = error.validation[0];
  return first
    ? describeValidation(first, error.validationContext, requestLanguage(request))
    : undefined;
}

/** A coded error's Retry-After (a 429's: when the person may try again). */
export function setRetryAfter(reply: FastifyReply, error: { retryAfterSeconds?: number }): void {
  if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(Math.max(0, Math.ceil(error.retryAfterSeconds))));
}

/** What a 429 that left without a Retry-After says (a bug, logged): one minute, the shortest window of our limits. */
export const FALLBACK_RETRY_AFTER_SECONDS = 60;

export function registerErrorHandler(app: FastifyInstance): void {
  // every 429 says when to try again: one guarantee for every route, whatever answered
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) {
      request.log.error(
        { route: request.routeOptions.url },
        'a 429 without Retry-After (fallback set)',
      );
      reply.header('retry-after', String(FALLBACK_RETRY_AFTER_SECONDS));
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const problem = validationProblem(error, request);
      const field = problem?.field;
      // the field and the rule only: a body or query carries identity data and card tokens (DESIGN §6)
      request.log.info({ field, rule: problem?.message }, 'request validation failed');
      return sendError(
        request,
        reply,
        400,
        problem ? `${problem.field}: ${problem.message}` : error.message,
        field,
      );
    }
    if (isCodedError(error)) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'service error');
      setRetryAfter(reply, error);
      return sendBody(reply, codedErrorBody(request, error));
    }
    const codes = request.routeOptions.config?.errorCodes;
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response did not match its schema',
      );
      return sendBody(
        reply,
        withCode(errorBody(request, 500, INTERNAL_ERROR_MESSAGE), codes?.internal),
      );
    }
    if (codes && error.statusCode === 429)
      return sendBody(
        reply,
        withCode(errorBody(request, 429, error.message), codes.tooManyRequests),
      );
    const statusCode =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      // a route that names its faults answers each as one 500
      return sendBody(
        reply,
        codes
          ? withCode(errorBody(request, 500, INTERNAL_ERROR_MESSAGE), codes.internal)
          : errorBody(request, statusCode, INTERNAL_ERROR_MESSAGE),
      );
    }
    // 4xx raised by Fastify or its plugins (body too large, bad JSON, rate limit): their messages are safe
    return sendError(request, reply, statusCode, error.message);
  });
}
