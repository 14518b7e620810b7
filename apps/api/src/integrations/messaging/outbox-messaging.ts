/**
 * The messaging port over the outbox: `send` writes the message pending (committed, so the dev outbox shows
 * it at once) and queues its first delivery attempt for the dispatcher (areas/system/messaging/job.ts). When the
 * queue cannot take the job the message is still stored: the dispatcher's recovery sweep finds it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobSender } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { deliveryJobId } from './delivery-ids';
import { createOutboxRepo } from './outbox-repo';
import type { MessagingPort } from './port';

/** The dispatcher's queue: one job per delivery attempt of an outbox row, { outboxId }. */
export const MESSAGE_DELIVERY_JOB = 'messageDelivery';

export interface DeliveryJobData {
  outboxId: number;
}

/** Queues attempt number `attempt` of a row (an idempotent send: the job id names the row and the attempt). */
export async function queueDelivery(
  jobs: JobSender,
  outboxId: number,
  attempt: number,
  startAfterSeconds?: number,
): Promise<boolean> {
  const data: DeliveryJobData = { outboxId };
  return (
    (await jobs.send(MESSAGE_DELIVERY_JOB, data, {
      id: deliveryJobId(outboxId, attempt),
      startAfter: startAfterSeconds,
    })) !== null
  );
}

export function createOutboxMessaging({
  db,
  clock,
  log,
  jobs,
}: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobSender;
}): MessagingPort {
  const repo = createOutboxRepo(db);
  return {
    async send(message) {
      const row = await repo.insert(message, clock());
      await queueDelivery(jobs, row.id, 1).catch((err: unknown) =>
        log.warn(
          { err, outboxId: row.id },
          'message stored, its delivery job not: the recovery sweep queues it',
        ),
      );
    },
  };
}
