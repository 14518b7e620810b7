import { ServiceError } from '../../../lib/errors';

export const NO_MATCHING_ACCOUNT_MESSAGE = 'No matching account was found.';

/** 429: too many failed verification attempts. */
export class TooManyAttemptsError extends ServiceError {
  readonly statusCode = 429;
  constructor(
    override readonly retryAfterSeconds: number,
    message = 'Too many attempts. Please wait and try again.',
  ) {
    super(message);
  }
}
