/**
 * The outbox dispatcher (pg-boss queue 'messageDelivery', one job per delivery attempt of a row): delivers
 * the row through its channel's adapter (integrations/messaging). Retries and dead letters are the row's
 * (dispatcher.ts); the queue's own retries only cover a handler that threw (the database was unreachable).
 * Recovery re-queues rows whose job was lost: pending and overdue, or sending past their claim's lease.
 */
import type { JobDefinition } from '../../../jobs/types';
import { createDeliveryAdapters } from '../../../integrations/messaging/adapters';
import type { DeliveryAdapters } from '../../../integrations/messaging/delivery-adapter';
import { createDispatcher } from '../../../integrations/messaging/dispatcher';
import {
  MESSAGE_DELIVERY_JOB,
  queueDelivery,
  type DeliveryJobData,
} from '../../../integrations/messaging/outbox-messaging';
import { createOutboxRepo } from '../../../integrations/messaging/outbox-repo';

export interface MessageDeliveryJobOverrides {
  /** adapters in place of the configured ones, by channel */
  adapters?: Partial<DeliveryAdapters>;
  /** a crash between a delivery and its mark (the crash-window tests) */
  afterDeliver?(outboxId: number): Promise<void>;
}

/** A pending row this long past its due time has lost its job: recovery queues its attempt again (an idempotent send). */
export const MESSAGE_RECOVERY_OVERDUE_MS = 30_000;
const RECOVERY_BATCH = 500;

export const messageDeliveryJob: JobDefinition<DeliveryJobData, MessageDeliveryJobOverrides> = {
  name: MESSAGE_DELIVERY_JOB,
  // expiry above the dispatcher's claim lease (120 s): a job that outlives it is stuck, and its row reclaimable
  policy: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 180 },
  createHandler({ config, database, clock, log, queue }, overrides = {}) {
    const dispatch = createDispatcher({
      repo: createOutboxRepo(database.db),
      adapters: {
        ...createDeliveryAdapters({ config, db: database.db, log }),
        ...overrides.adapters,
      },
      clock,
      retry: config.messageRetry,
      schedule: async (outboxId, attempt, delaySeconds) =>
        void (await queueDelivery(queue, outboxId, attempt, delaySeconds)),
      log,
      afterDeliver: overrides.afterDeliver,
    });
    return async ({ outboxId }) => {
      await dispatch(outboxId);
    };
  },
  async recover({ database, clock, queue }) {
    const now = clock();
    const rows = await createOutboxRepo(database.db).stranded(
      new Date(now.getTime() - MESSAGE_RECOVERY_OVERDUE_MS),
      now,
      RECOVERY_BATCH,
    );
    let sent = 0;
    for (const row of rows) if (await queueDelivery(queue, row.id, row.attempts + 1)) sent += 1;
    return sent;
  },
};
