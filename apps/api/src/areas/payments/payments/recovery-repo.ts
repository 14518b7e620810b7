/**
 * SQL of the payment job's recovery (job.ts recover): the payments left pending that it queues again — never queued (a
 * crash before the send), or given up with an authorize not answered and not voided by its key (decision 079).
 */
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { payments } from '../../../db/schema';

export function createPaymentRecoveryRepo(db: DbOrTx) {
  return {
    async pendingBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
        .orderBy(payments.createdAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },
    /** pending, an authorize's outcome not known, untouched since `before`: its job gave up unable to void by the key */
    async authorizeUnknownBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            isNotNull(payments.authorizeUnknownAt),
            lt(payments.updatedAt, before),
          ),
        )
        .orderBy(payments.updatedAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },
    /** Records the authorization on a payment still pending; false when the row had moved on (another run of its job). */
  };
}
