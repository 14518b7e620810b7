/**
 * Typed service errors. Services throw these; the one error handler (plugins/error-handler.ts)
 * maps each to its status code and the one error shape { reqId, statusCode, error, message, field? }.
 */
export abstract class ServiceError extends Error {
  abstract readonly statusCode: number;
  /** the request field the error is about, e.g. "body.username" */
  readonly field: string | undefined;
  /** a 429's Retry-After in seconds (every 429 carries one: plugins/error-handler.ts) */
  readonly retryAfterSeconds?: number;

  constructor(message: string, field?: string) {
    super(message);
    this.name = new.target.name;
    this.field = field;
  }
}

/** 400: the request is well formed but a value is not acceptable. */
export class ValidationError extends ServiceError {
  readonly statusCode = 400;
  constructor(message: string, field?: string) {
    super(field ? `${field}: ${message}` : message, field);
  }
}

/** 401: no or bad credentials. */
export class UnauthorizedError extends ServiceError {
  readonly statusCode = 401;
  constructor(message = 'Unauthorized') {
    super(message);
  }
}

/** 403: signed in, but this object is not theirs. */
export class ForbiddenError extends ServiceError {
  readonly statusCode = 403;
  constructor(message = 'Access denied') {
    super(message);
  }
}

/** 404: no such object (or not visible to this caller). */
export class NotFoundError extends ServiceError {
  readonly statusCode = 404;
  constructor(message = 'Not found') {
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
    message: string,
    field?: string,
  ) {
    super(message, field);
  }
}

/** 503: the service (or an outside party behind it) is unavailable. */
export class ServiceUnavailableError extends ServiceError {
  readonly statusCode = 503;
  constructor(message = 'Service unavailable') {
    super(message);
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}
