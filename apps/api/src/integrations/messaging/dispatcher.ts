/**
 * Delivers one outbox row, exactly once per claim: claim (atomic; a row claimed by another worker, or
 * already sent or dead, is skipped) → the channel's adapter → sent. A failed attempt is recorded and the next
 * one scheduled after the backoff; the last allowed failure dead-letters the row with its error. A worker
 * that dies between the adapter and the mark leaves the row sending: after the lease another attempt claims
 * it and delivers again, with the same Message-ID (the crash window of decision 009); the late worker's own
 * mark is fenced off by the attempt number.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MessageRetryPolicy } from '../../config';
import type { Clock } from '../../lib/clock';
import { deliveryErrorText, type DeliveryAdapters } from './delivery-adapter';
import type { ClaimedMessage, OutboxRepo } from './outbox-repo';
import { retryDelaySeconds } from './retry';

/** How long a claim holds: above the adapters' own timeouts (SMTP 15 s + 15 s + 30 s, HTTP 20 s). */
export const DELIVERY_LEASE_MS = 120_000;

export type DispatchOutcome = 'sent' | 'retry' | 'dead' | 'skipped';

export interface DispatcherDeps {
  repo: OutboxRepo;
  adapters: DeliveryAdapters;
  clock: Clock;
  retry: MessageRetryPolicy;
  /** queues attempt number `attempt` of the row to start after `delaySeconds` */
  schedule(outboxId: number, attempt: number, delaySeconds: number): Promise<void>;
  log: FastifyBaseLogger;
  /** test seam: runs between the adapter's success and the mark (a crash there) */
  afterDeliver?(outboxId: number): Promise<void>;
}

export function createDispatcher(deps: DispatcherDeps) {
  const { repo, adapters, clock, retry, log } = deps;

  async function failed(message: ClaimedMessage, error: unknown): Promise<DispatchOutcome> {
    const lastError = deliveryErrorText(error);
    const about = {
      outboxId: message.id,
      channel: message.channel,
      template: message.template,
      attempts: message.attempts,
      lastError,
    };
    if (message.attempts >= retry.maxAttempts) {
      if (!(await repo.markDead(message.id, message.attempts, lastError))) return 'skipped';
      log.error(about, 'message dead-lettered: every delivery attempt failed');
      return 'dead';
    }
    const delaySeconds = retryDelaySeconds(retry, message.attempts);
    if (
      !(await repo.markRetry(
        message.id,
        message.attempts,
        new Date(clock().getTime() + delaySeconds * 1000),
        lastError,
      ))
    )
      return 'skipped';
    await deps.schedule(message.id, message.attempts + 1, delaySeconds);
    log.warn({ ...about, retryInSeconds: delaySeconds }, 'message delivery failed: retrying');
    return 'retry';
  }

  return async function dispatch(outboxId: number): Promise<DispatchOutcome> {
    const message = await repo.claim(outboxId, clock(), DELIVERY_LEASE_MS);
    if (!message) return 'skipped';
    const adapter = adapters[message.channel];
    try {
      await adapter.deliver(message);
    } catch (error) {
      return failed(message, error);
    }
    await deps.afterDeliver?.(outboxId);
    if (!(await repo.markSent(message.id, message.attempts, clock()))) return 'skipped';
    log.info(
      {
        outboxId,
        channel: message.channel,
        template: message.template,
        attempts: message.attempts,
        adapter: adapter.name,
      },
      'message delivered',
    );
    return 'sent';
  };
}

export type Dispatch = ReturnType<typeof createDispatcher>;
