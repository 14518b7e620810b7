/** Account linking: attempt counts, the profile ↔ customer link and replacement requests. */
import { and, count, desc, eq, gt, isNull, min, TransactionRollbackError } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { CustomerRecord } from '../../../integrations/loan-systems';
import { accountLinkAttempts, customerReplacements, customers, profiles } from '../../../db/schema';

/** A rolled-back transaction answers `fallback`; any other error is rethrown. */
function rolledBack<T>(fallback: T) {
  return (error: unknown): T => {
    if (error instanceof TransactionRollbackError) return fallback;
    throw error;
  };
}

export function createLinkingRepo(db: DbOrTx) {
  /** Links the record to the profile unless another profile holds it; false when it was taken. */
  async function attach(tx: DbOrTx, profileId: string, recordId: string): Promise<boolean> {
    const [holder] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.customerId, recordId));
    if (holder && holder.id !== profileId) return false;
    const rows = await tx
      .update(customers)
      .set({ profileId })
      .where(and(eq(customers.id, recordId), isNull(customers.profileId)))
      .returning({ id: customers.id });
    if (rows.length === 0) return false;
    await tx
      .update(profiles)
      .set({ customerId: recordId, updatedAt: new Date() })
      .where(eq(profiles.id, profileId));
    return true;
  }

  return {
    /**
     * The app's copy of a loan system's customer record (its id, ids, name, contact, store); nothing when the app
     * already holds it (in process, the ledger's row is the app's).
     */
    async keepCustomerCopy(record: CustomerRecord, now: Date): Promise<void> {
      await db
        .insert(customers)
        .values({
          id: record.recordId,
          nlsCustomerId: record.customerIds.NLS,
          tlxeCustomerId: record.customerIds.TLXe,
          mdmId: record.mdmId,
          firstName: record.firstName,
          lastName: record.lastName,
          dob: record.dob,
          ssnLast4: record.ssnLast4,
          phone: record.phone,
          email: record.email,
          storeId: record.storeId,
          address: record.address,
          createdAt: now,
        })
        .onConflictDoNothing();
    },
    /** Failed attempts since `since`, and when the oldest of them was (its window ends first). */
    async failuresSince(
      profileId: string,
      since: Date,
    ): Promise<{ count: number; oldestAt: Date | null }> {
      const [row] = await db
        .select({ n: count(), oldest: min(accountLinkAttempts.createdAt) })
        .from(accountLinkAttempts)
        .where(
          and(
            eq(accountLinkAttempts.profileId, profileId),
            eq(accountLinkAttempts.succeeded, false),
            gt(accountLinkAttempts.createdAt, since),
          ),
        );
      return { count: row?.n ?? 0, oldestAt: row?.oldest ?? null };
    },
    async recordAttempt(profileId: string, succeeded: boolean, now: Date) {
      await db.insert(accountLinkAttempts).values({ profileId, succeeded, createdAt: now });
    },
    /** true when the profile now holds the record */
    async link(profileId: string, recordId: string): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          const ok = await attach(tx, profileId, recordId);
          if (!ok) tx.rollback();
          return ok;
        })
        .catch(rolledBack(false));
    },
    async createReplacement(input: {
      profileId: string;
      currentCustomerId: string;
      newCustomerId: string;
      expiresAt: Date;
      now: Date;
    }) {
      return db.transaction(async (tx) => {
        await tx
          .update(customerReplacements)
          .set({ state: 'cancelled', decidedAt: input.now })
          .where(
            and(
              eq(customerReplacements.profileId, input.profileId),
              eq(customerReplacements.state, 'pending'),
            ),
          );
        const [row] = await tx
          .insert(customerReplacements)
          .values({
            profileId: input.profileId,
            currentCustomerId: input.currentCustomerId,
            newCustomerId: input.newCustomerId,
            expiresAt: input.expiresAt,
            createdAt: input.now,
          })
          .returning();
        return row!;
      });
    },
    async pendingReplacement(profileId: string, now: Date) {
      const [row] = await db
        .select()
        .from(customerReplacements)
        .where(
          and(
            eq(customerReplacements.profileId, profileId),
            eq(customerReplacements.state, 'pending'),
            gt(customerReplacements.expiresAt, now),
          ),
        )
        .orderBy(desc(customerReplacements.createdAt))
        .limit(1);
      return row;
    },
    async cancelReplacement(id: string, now: Date) {
      const [row] = await db
        .update(customerReplacements)
        .set({ state: 'cancelled', decidedAt: now })
        .where(eq(customerReplacements.id, id))
        .returning();
      return row!;
    },
    /** Moves the profile from its current record to the new one; false when the new one was taken meanwhile. */
    async completeReplacement(
      replacement: {
        id: string;
        profileId: string;
        currentCustomerId: string | null;
        newCustomerId: string;
      },
      now: Date,
    ) {
      return db
        .transaction(async (tx) => {
          if (replacement.currentCustomerId) {
            await tx
              .update(customers)
              .set({ profileId: null })
              .where(
                and(
                  eq(customers.id, replacement.currentCustomerId),
                  eq(customers.profileId, replacement.profileId),
                ),
              );
          }
          await tx
            .update(profiles)
            .set({ customerId: null })
            .where(eq(profiles.id, replacement.profileId));
          if (!(await attach(tx, replacement.profileId, replacement.newCustomerId))) tx.rollback();
          const [row] = await tx
            .update(customerReplacements)
            .set({ state: 'completed', decidedAt: now })
            .where(eq(customerReplacements.id, replacement.id))
            .returning();
          return row;
        })
        .catch(rolledBack(undefined));
    },
  };
}

export type LinkingRepo = ReturnType<typeof createLinkingRepo>;
