/** What a queue promises a job (its retry and expiry policy) and what a handler gets: shared by the queue and its local runner. */

export interface QueuePolicy {
  retryLimit: number;
  /** seconds before the first retry (doubled each time with retryBackoff) */
  retryDelay: number;
  retryBackoff: boolean;
  /** an active job not finished by then counts as crashed: it is failed over to a retry */
  expireInSeconds: number;
}

/** Which run of a job this is: `final` when a failure now is not retried. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
  final: boolean;
}

export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;
