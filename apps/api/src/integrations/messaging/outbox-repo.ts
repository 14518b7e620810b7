/**
 * SQL of the messaging outbox. A row is written pending (with its attachments, in one transaction) and moved
 * by the dispatcher: claimed atomically (one UPDATE, so two workers never both claim it), then marked sent,
 * pending again for a retry, or dead. Every mark after a claim is fenced by the claim's attempt number, so a
 * worker whose lease was taken over cannot overwrite the newer attempt's outcome.
 */
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox, outboxAttachments } from '../../db/schema';
import type { MessageAttachment, OutgoingMessage } from './port';

export type OutboxRow = typeof outbox.$inferSelect;

/** A row claimed for one delivery attempt (`attempts` is this attempt's number). */
export interface ClaimedMessage extends OutgoingMessage {
  id: number;
  createdAt: Date;
  attempts: number;
  attachments: MessageAttachment[];
}

async function attachmentsOf(db: DbOrTx, outboxId: number): Promise<MessageAttachment[]> {
  return db
    .select({
      filename: outboxAttachments.filename,
      contentType: outboxAttachments.contentType,
      content: outboxAttachments.content,
    })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.outboxId, outboxId))
    .orderBy(asc(outboxAttachments.id));
}

export function createOutboxRepo(db: DbOrTx) {
  const fencedTo = (id: number, attempt: number) =>
    and(eq(outbox.id, id), eq(outbox.status, 'sending'), eq(outbox.attempts, attempt));

  return {
    /** The message, pending and due now, with its files; committed before this returns. */
    async insert(
      message: OutgoingMessage,
      now: Date,
    ): Promise<Pick<OutboxRow, 'id' | 'createdAt'>> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(outbox)
          .values({
            channel: message.channel,
            recipient: message.to,
            subject: message.subject ?? null,
            body: message.body,
            template: message.template,
            createdAt: now,
            nextAttemptAt: now,
            status: 'pending',
          })
          .returning({ id: outbox.id, createdAt: outbox.createdAt });
        if (!row) throw new Error('outbox row not written');
        const files = message.attachments ?? [];
        if (files.length > 0)
          await tx.insert(outboxAttachments).values(
            files.map((file) => ({
              outboxId: row.id,
              filename: file.filename,
              contentType: file.contentType,
              content: file.content,
            })),
          );
        return row;
      });
    },

    /**
     * Claims the row for one attempt: pending, or still sending after its lease (the worker died). One
     * statement: of two workers racing, the second re-reads the row after the first commits and claims nothing.
     */
    async claim(id: number, now: Date, leaseMs: number): Promise<ClaimedMessage | undefined> {
      const [row] = await db
        .update(outbox)
        .set({
          status: 'sending',
          attempts: sql`${outbox.attempts} + 1`,
          claimedUntil: new Date(now.getTime() + leaseMs),
        })
        .where(
          and(
            eq(outbox.id, id),
            or(
              eq(outbox.status, 'pending'),
              and(eq(outbox.status, 'sending'), lt(outbox.claimedUntil, now)),
            ),
          ),
        )
        .returning();
      if (!row) return undefined;
      const attachments = row.channel === 'email' ? await attachmentsOf(db, id) : [];
      return {
        id: row.id,
        createdAt: row.createdAt,
        attempts: row.attempts,
        channel: row.channel,
        to: row.recipient,
        template: row.template,
        subject: row.subject ?? undefined,
        body: row.body,
        attachments,
      };
    },

    async markSent(id: number, attempt: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(outbox)
        .set({ status: 'sent', sentAt: now, claimedUntil: null })
        .where(fencedTo(id, attempt))
        .returning({ id: outbox.id });
      return rows.length > 0;
    },

    async markRetry(
      id: number,
      attempt: number,
      nextAttemptAt: Date,
      lastError: string,
    ): Promise<boolean> {
      const rows = await db
        .update(outbox)
        .set({ status: 'pending', nextAttemptAt, claimedUntil: null, lastError })
        .where(fencedTo(id, attempt))
        .returning({ id: outbox.id });
      return rows.length > 0;
    },

    async markDead(id: number, attempt: number, lastError: string): Promise<boolean> {
      const rows = await db
        .update(outbox)
        .set({ status: 'dead', claimedUntil: null, lastError })
        .where(fencedTo(id, attempt))
        .returning({ id: outbox.id });
      return rows.length > 0;
    },

    /** Rows whose job was lost: pending and overdue since before `overdueBefore`, or sending past their lease. */
    async stranded(
      overdueBefore: Date,
      now: Date,
      limit: number,
    ): Promise<Pick<OutboxRow, 'id' | 'attempts'>[]> {
      return db
        .select({ id: outbox.id, attempts: outbox.attempts })
        .from(outbox)
        .where(
          and(
            inArray(outbox.status, ['pending', 'sending']),
            or(
              and(eq(outbox.status, 'pending'), lt(outbox.nextAttemptAt, overdueBefore)),
              and(eq(outbox.status, 'sending'), lt(outbox.claimedUntil, now)),
            ),
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(limit);
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;

/** The outbox newest first (the dev outbox page and API), and its dead letters (for operators). */
export function createOutboxReader(db: DbOrTx) {
  return {
    async list({
      to,
      limit,
      status,
    }: {
      to?: string;
      limit: number;
      status?: OutboxRow['status'];
    }): Promise<OutboxRow[]> {
      const conditions = and(
        to ? eq(outbox.recipient, to) : undefined,
        status ? eq(outbox.status, status) : undefined,
      );
      return db.select().from(outbox).where(conditions).orderBy(desc(outbox.id)).limit(limit);
    },
    async deadLetterCount(): Promise<number> {
      return db.$count(outbox, eq(outbox.status, 'dead'));
    },
  };
}

export type OutboxReader = ReturnType<typeof createOutboxReader>;
