/**
 * Stable names of a message's delivery, derived from its outbox row, so every attempt and every process
 * names it alike: the dispatcher job of each attempt (a pg-boss id, so a repeated send of one attempt is one
 * job) and the email's Message-ID (the same on a resend, so a receiver can drop the duplicate; decision 009).
 */
import { createHash } from 'node:crypto';

/** A UUID-shaped name (pg-boss ids are uuids) of one delivery attempt of one outbox row. */
export function deliveryJobId(outboxId: number, attempt: number): string {
  const hex = createHash('sha256').update(`outbox:${outboxId}:attempt:${attempt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** `outbox-42-1764131000123`: the row's id and creation instant, the same on every attempt (an SMS provider's idempotency key). */
export function deliveryKeyOf(row: { id: number; createdAt: Date }): string {
  return `outbox-${row.id}-${row.createdAt.getTime()}`;
}

/** `<outbox.42.1764131000123@example.com>`: the row's id and creation instant (unique across databases too) at the sender's domain. */
export function messageIdOf(row: { id: number; createdAt: Date }, domain: string): string {
  return `<outbox.${row.id}.${row.createdAt.getTime()}@${domain}>`;
}
