/** What the HTTP adapter throws beyond the ledger's own refusals (wire/refusals.ts). */
import { text } from '../../../i18n';
import { CodedError } from '../../../lib/errors';

/** seconds a borrower (or a client) is asked to wait before trying again: the open circuit's half-open wait */
export const LOAN_SYSTEMS_RETRY_AFTER_SECONDS = 5;

/**
 * The loan-systems service could not be reached, or kept failing, within the call's attempts (or its circuit is open).
 * A request that meets it answers 503 `loanSystemsUnavailable` with Retry-After, in the borrower's language; a job
 * retries. The operation it was asking is in `operation` (the log), never in the answer.
 */
export class LoanSystemUnavailableError extends CodedError {
  constructor(
    readonly operation: string,
    options?: ErrorOptions,
  ) {
    super(503, 'loanSystemsUnavailable', text('accounts.loanSystemsUnavailable'), undefined, {
      retryAfterSeconds: LOAN_SYSTEMS_RETRY_AFTER_SECONDS,
    });
    if (options?.cause !== undefined) this.cause = options.cause;
    this.name = 'LoanSystemUnavailableError';
  }
}

/** The service answered something the operation's schema refuses, or a 4xx that is no refusal of the ledger: a bug. */
export class LoanSystemProtocolError extends Error {
  constructor(
    operation: string,
    readonly statusCode: number,
    detail: string,
  ) {
    super(`The loan systems' answer to ${operation} (${statusCode}) is not understood: ${detail}`);
    this.name = 'LoanSystemProtocolError';
  }
}
