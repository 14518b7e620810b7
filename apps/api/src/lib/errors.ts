/**
 * One way to fail (decision 047): every domain or service refusal is a CodedError — its status, the rule's name in
 * `errorCode` (a code the web translates; none for the plain 4xx below), the field it is about, what it says (a
 * Saying, answered in the request's language) and a 429's Retry-After. Services throw them; the one error handler
 * (plugins/error-handler.ts) maps each to the one error shape { reqId, statusCode, error, message, field?,
 * errorCode?, …extra }. Where an error's answer differs (the spec §8 identity and payment errors put the code in
 * `error` too, AlternateBlocked adds the holder's name), the difference is data on the error (CodedErrorOptions),
 * never a handler of its own. The message is a Text of the one table (i18n/messages.ts) or an English sentence of it,
 * answered in the request's language (messageIn); `message` itself stays English, for the logs.
 */
import type { TLanguage } from '@lender/contract';
import { translate, type Text } from '../i18n/translate';

/** What an error says: a message id with its parameters, or an English sentence (translated when the table has it). */
export type Saying = Text | string;

/** A field of an error's body beyond the one shape: a text, or a list of codes (the identity check's missing parts). */
export type ErrorExtra = string | readonly string[] | null;

/** How a coded error's answer differs from the plain shape: data the one handler reads. */
export interface CodedErrorOptions {
  /** the field's name goes in front of the message ("body.amount: …"), as request validation says it */
  fieldInFront?: boolean;
  /** a 429's Retry-After in seconds (every 429 carries one: plugins/error-handler.ts) */
  retryAfterSeconds?: number;
  /** `error` is the code too, not the status's name: the spec §8 identity and payment errors */
  codeIsError?: boolean;
  /** more fields of the body, after `errorCode`: what the app shows of the refusal (AlternateBlocked's lockedByName) */
  extra?: Readonly<Record<string, ErrorExtra>>;
}

/** A refusal: its status, its rule's code (when it names one), the field, what it says, a 429's wait. */
export class CodedError extends Error {
  /** the request field the error is about, e.g. "body.username" */
  readonly field: string | undefined;
  /** what the message says, before any field name in front */
  readonly saying: Saying;
  /** a 429's Retry-After in seconds (every 429 carries one: plugins/error-handler.ts) */
  readonly retryAfterSeconds: number | undefined;
  /** the field's name goes in front of the message ("body.amount: …") */
  readonly fieldInFront: boolean;
  /** the body's `error` is the code (spec §8 identity and payment errors), not the status's name */
  readonly codeIsError: boolean;
  /** more fields of the body, after `errorCode` */
  readonly extra: Readonly<Record<string, ErrorExtra>>;

  constructor(
    readonly statusCode: number,
    /** the rule's name the web translates (spec §8 names, domain rule codes); none for a plain 4xx */
    readonly errorCode: string | undefined,
    message: Saying,
    field?: string,
    {
      fieldInFront = false,
      retryAfterSeconds,
      codeIsError = false,
      extra = {},
    }: CodedErrorOptions = {},
  ) {
    const english = translate('en', message);
    super(fieldInFront && field ? `${field}: ${english}` : english);
    this.name = new.target.name;
    this.field = field;
    this.saying = message;
    this.retryAfterSeconds = retryAfterSeconds;
    this.fieldInFront = fieldInFront;
    this.codeIsError = codeIsError;
    this.extra = extra;
  }

  /** The message in the reader's language (the field name, when in front, as the API names it). */
  messageIn(language: TLanguage): string {
    const said = translate(language, this.saying);
    return this.fieldInFront && this.field ? `${this.field}: ${said}` : said;
  }
}

export function isCodedError(error: unknown): error is CodedError {
  return error instanceof CodedError;
}

// The plain refusals: a status and a message, no rule code (their answers carry none).

/** 400: the request is well formed but a value is not acceptable. */
export class ValidationError extends CodedError {
  constructor(message: Saying, field?: string) {
    super(400, undefined, message, field, { fieldInFront: true });
  }
}

/** 401: no or bad credentials. */
export class UnauthorizedError extends CodedError {
  constructor(message: Saying = 'Unauthorized') {
    super(401, undefined, message);
  }
}

/** 403: signed in, but this object is not theirs. */
export class ForbiddenError extends CodedError {
  constructor(message: Saying = 'Access denied') {
    super(403, undefined, message);
  }
}

/** 404: no such object (or not visible to this caller). */
export class NotFoundError extends CodedError {
  constructor(message: Saying = 'Not found') {
    super(404, undefined, message);
  }
}

/** 409: the object's state does not allow the operation (locks, duplicates). */
export class ConflictError extends CodedError {
  constructor(message: Saying, field?: string) {
    super(409, undefined, message, field);
  }
}

/** 503: the service (or an outside party behind it) is unavailable. */
export class ServiceUnavailableError extends CodedError {
  constructor(message: Saying = 'Service unavailable') {
    super(503, undefined, message);
  }
}
