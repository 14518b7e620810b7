/**
 * The loan systems' idempotency store (decisions 065, 068): one row per Idempotency-Key of a loan-system write, written
 * in the transaction of the write it answers, holding the request's fingerprint and the answer (status and body, as
 * sent). The loan-systems service keeps it in its own database; the in-process ledger adapter in the app's, so a
 * payment's saga asks either of them again by its key and gets the answer that was applied.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const loanSystemIdempotencyKeys = pgTable('loan_system_idempotency_keys', {
  key: text('key').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  statusCode: integer('status_code').notNull(),
  body: text('body').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});
