/** When a message's next delivery attempt is due: exponential backoff from the configured base, capped. */
import type { MessageRetryPolicy } from '../../config';

/** Seconds before the attempt after failed attempt number `attempt` (1-based): base × 2^(attempt−1), at most maxSeconds. */
export function retryDelaySeconds(policy: MessageRetryPolicy, attempt: number): number {
  return Math.min(policy.baseSeconds * 2 ** (attempt - 1), policy.maxSeconds);
}
