import { CodedError } from '../../../lib/errors';

export const NO_MATCHING_ACCOUNT_MESSAGE = 'No matching account was found.';

/** 429: too many failed verification attempts. */
export class TooManyAttemptsError extends CodedError {
  constructor(
    retryAfterSeconds: number,
    message = 'Too many attempts. Please wait and try again.',
  ) {
    super(429, undefined, message, undefined, { retryAfterSeconds });
  }
}
