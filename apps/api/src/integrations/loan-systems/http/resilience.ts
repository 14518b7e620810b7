/**
 * The HTTP adapter's resilience policy (cockatiel; decision 065), one per adapter instance, shared by its calls:
 * a bulkhead bounds the calls in flight and waiting → retries (of what may not have applied, always with the call's
 * one idempotency key) → a circuit breaker stops calling a service that keeps failing → each attempt's timeout.
 */
import {
  bulkhead,
  ConsecutiveBreaker,
  circuitBreaker,
  ExponentialBackoff,
  handleWhen,
  isTaskCancelledError,
  retry,
  timeout,
  TimeoutStrategy,
  wrap,
  type IPolicy,
  type ICancellationContext,
} from 'cockatiel';

/** an answer worth another attempt: the service failed (5xx, 429) or the connection did */
export class TransientLoanSystemError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'TransientLoanSystemError';
  }
}

export interface ResilienceOptions {
  /** each attempt's time limit, ms */
  timeoutMs: number;
  /** attempts after the first */
  retries: number;
  /** the first retry's wait, ms (doubled with jitter, at most maxBackoffMs) */
  backoffMs: number;
  maxBackoffMs: number;
  /** consecutive failed calls that open the circuit */
  breakerThreshold: number;
  /** how long an open circuit refuses before one call tries the service again, ms */
  halfOpenAfterMs: number;
  /** calls in flight at once */
  concurrency: number;
  /** calls waiting for a place; more are refused at once */
  queue: number;
}

export const DEFAULT_RESILIENCE: Omit<ResilienceOptions, 'timeoutMs'> = {
  retries: 3,
  backoffMs: 50,
  maxBackoffMs: 1_000,
  breakerThreshold: 10,
  halfOpenAfterMs: 5_000,
  concurrency: 64,
  queue: 512,
};

/** worth another attempt: a transient answer, or an attempt out of time (it may have applied: the same key asks again) */
export const isTransient = (error: unknown) =>
  error instanceof TransientLoanSystemError || isTaskCancelledError(error);

export type LoanSystemPolicy = IPolicy<ICancellationContext>;

export function loanSystemPolicy(options: ResilienceOptions): LoanSystemPolicy {
  const retries = retry(handleWhen(isTransient), {
    maxAttempts: options.retries,
    backoff: new ExponentialBackoff({
      initialDelay: options.backoffMs,
      maxDelay: options.maxBackoffMs,
    }),
  });
  const breaker = circuitBreaker(handleWhen(isTransient), {
    halfOpenAfter: options.halfOpenAfterMs,
    breaker: new ConsecutiveBreaker(options.breakerThreshold),
  });
  return wrap(
    bulkhead(options.concurrency, options.queue),
    retries,
    breaker,
    timeout(options.timeoutMs, TimeoutStrategy.Aggressive),
  );
}
