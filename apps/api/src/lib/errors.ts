/**
 * Typed service errors. Services throw these; the one error handler (plugins/error-handler.ts)
 * maps each to its status code and the one error shape { reqId, statusCode, error, message, field? }.
 * The message is a Text of the one table (i18n/messages.ts) or an English sentence of it, answered in the
 * request's language (messageIn); `message` itself stays English, for the logs.
 */
import type { TLanguage } from '@lender/contract';
import { translate, type Text } from '../i18n/translate';

/** What an error says: a message id with its parameters, or an English sentence (translated when the table has it). */
export type Saying = Text | string;

export abstract class ServiceError extends Error {
  abstract readonly statusCode: number;
  /** the request field the error is about, e.g. "body.username" */
  readonly field: string | undefined;
  /** a 429's Retry-After in seconds (every 429 carries one: plugins/error-handler.ts) */
  readonly retryAfterSeconds?: number;

  /** what the message says, before any field name in front */
  readonly saying: Saying;
  /** the field's name goes in front of the message ("body.amount: …") */
  protected readonly fieldInFront: boolean;

  constructor(message: Saying, field?: string, fieldInFront = false) {
    const english = translate('en', message);
    super(fieldInFront && field ? `${field}: ${english}` : english);
    this.name = new.target.name;
    this.field = field;
    this.saying = message;
    this.fieldInFront = fieldInFront;
  }

  /** The message in the reader's language (the field name, when in front, as the API names it). */
  messageIn(language: TLanguage): string {
    const said = translate(language, this.saying);
    return this.fieldInFront && this.field ? `${this.field}: ${said}` : said;
  }
}

/** 400: the request is well formed but a value is not acceptable. */
export class ValidationError extends ServiceError {
  readonly statusCode = 400;
  constructor(message: Saying, field?: string) {
    super(message, field, true);
  }
}

/** 401: no or bad credentials. */
export class UnauthorizedError extends ServiceError {
  readonly statusCode = 401;
  constructor(message: Saying = 'Unauthorized') {
    super(message);
  }
}

/** 403: signed in, but this object is not theirs. */
export class ForbiddenError extends ServiceError {
  readonly statusCode = 403;
  constructor(message: Saying = 'Access denied') {
    super(message);
  }
}

/** 404: no such object (or not visible to this caller). */
export class NotFoundError extends ServiceError {
  readonly statusCode = 404;
  constructor(message: Saying = 'Not found') {
    super(message);
  }
}

/** 409: the object's state does not allow the operation (locks, duplicates). */
export class ConflictError extends ServiceError {
  readonly statusCode = 409;
}

/** Any 4xx that names its rule in `errorCode` (a code the web translates), and the field when there is one. */
export class CodedError extends ServiceError {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: Saying,
    field?: string,
  ) {
    super(message, field);
  }
}

/** 503: the service (or an outside party behind it) is unavailable. */
export class ServiceUnavailableError extends ServiceError {
  readonly statusCode = 503;
  constructor(message: Saying = 'Service unavailable') {
    super(message);
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}
