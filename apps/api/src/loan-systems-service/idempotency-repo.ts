/**
 * The loan-systems service's idempotency store (decision 065): one row per Idempotency-Key, written in the transaction
 * of the write it answers, holding the request's fingerprint and the answer (status and body, as sent). The service's
 * own table, beside the ledger's tables in the service's database and created by the service's start (the API's
 * database never has it: no migration of the API's schema).
 */
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

export const idempotencyKeys = pgTable('loan_system_idempotency_keys', {
  key: text('key').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  statusCode: integer('status_code').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Readies the service's database on a start (idempotent): the idempotency store is created, and the references a
 * port write carries to the app's own rows (a posting's payment id, the profile that declared a military status) are
 * ids of the app's database, not rows of this one, so the ledger schema's foreign keys to them are dropped here.
 */
export async function prepareServiceDatabase(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`ALTER TABLE loan_payments DROP CONSTRAINT IF EXISTS loan_payments_payment_id_payments_id_fk`,
  );
  await db.execute(
    sql`ALTER TABLE military_statuses DROP CONSTRAINT IF EXISTS military_statuses_declared_by_profile_id_profiles_id_fk`,
  );
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS loan_system_idempotency_keys (
      key text PRIMARY KEY,
      fingerprint text NOT NULL,
      status_code integer NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL
    )`);
}

export interface StoredAnswer {
  fingerprint: string;
  statusCode: number;
  body: string;
}

export function createIdempotencyRepo(tx: DbOrTx) {
  return {
    /**
     * Claims the key for this transaction: true when it was free. A concurrent claim of the same key waits on the
     * primary key until this transaction ends (PostgreSQL), then finds the answer committed, or claims it if rolled back.
     */
    async claim(key: string, fingerprint: string, now: Date): Promise<boolean> {
      const rows = await tx
        .insert(idempotencyKeys)
        .values({ key, fingerprint, statusCode: 0, body: '', createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },
    async find(key: string): Promise<StoredAnswer | undefined> {
      const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      return row;
    },
    async complete(key: string, statusCode: number, body: string): Promise<void> {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode, body })
        .where(eq(idempotencyKeys.key, key));
    },
  };
}
