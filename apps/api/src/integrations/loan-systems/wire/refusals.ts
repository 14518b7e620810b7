/**
 * The loan systems' refusals across the wire: the service answers each ledger refusal as a coded error (the one error
 * shape, lib/errors.ts), and the HTTP adapter throws the same error class the in-process ledger throws, so a caller
 * catches one class whichever adapter answered (process-payment.ts catches PaymentExceedsPayoffError).
 */
import { REFINANCE_REFUSAL_CODES, type RefinanceRefusalCode } from '@lender/domain';
import { CodedError } from '../../../lib/errors';
import { LoanNotFoundError, PaymentExceedsPayoffError } from '../ledger/post-payment';
import { RefinanceNotPossibleError } from '../ledger/post-refinance';

/** A second posting of the same payment or draw (the ledger's one posting per id), as the HTTP adapter throws it. */
export class DuplicatePostingError extends Error {
  constructor() {
    super('The loan systems already hold this posting.');
    this.name = 'DuplicatePostingError';
  }
}

/** PostgreSQL's unique_violation, wherever in the error's causes (the drivers wrap it) */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
}

/** the refusal a ledger error is on the wire; undefined for a fault (answered 500, never stored) */
export function refusalOf(error: unknown): CodedError | undefined {
  if (isUniqueViolation(error))
    return new CodedError(409, 'duplicatePosting', new DuplicatePostingError().message);
  if (error instanceof PaymentExceedsPayoffError)
    return new CodedError(409, 'exceedsPayoff', error.message, undefined, {
      extra: { payoffCents: String(error.payoffCents) },
    });
  if (error instanceof RefinanceNotPossibleError)
    return new CodedError(409, 'refinanceNotPossible', error.message, undefined, {
      extra: { reason: error.code },
    });
  if (error instanceof LoanNotFoundError)
    return new CodedError(404, 'loanNotFound', error.message, undefined, {
      extra: { loanId: error.loanId },
    });
  return undefined;
}

const isRefusalCode = (code: unknown): code is RefinanceRefusalCode =>
  (REFINANCE_REFUSAL_CODES as readonly unknown[]).includes(code);

/** the ledger error an answered refusal stands for; undefined when the body names none of them */
export function errorOfRefusal(body: Record<string, unknown>): Error | undefined {
  switch (body.errorCode) {
    case 'exceedsPayoff':
      return new PaymentExceedsPayoffError(Number(body.payoffCents));
    case 'refinanceNotPossible':
      return isRefusalCode(body.reason) ? new RefinanceNotPossibleError(body.reason) : undefined;
    case 'loanNotFound':
      return new LoanNotFoundError(String(body.loanId));
    case 'duplicatePosting':
      return new DuplicatePostingError();
    default:
      return undefined;
  }
}
