/** What the HTTP adapter throws beyond the ledger's own refusals (wire/refusals.ts). */

/** The loan-systems service could not be reached, or kept failing, within the call's attempts (or its circuit is open). */
export class LoanSystemUnavailableError extends Error {
  constructor(operation: string, options?: ErrorOptions) {
    super(`The loan systems did not answer ${operation}.`, options);
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
