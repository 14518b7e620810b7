/** Loan locks: one row per loan and kind; taking a lock is one atomic upsert. */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customers, loanLocks, profiles, type LoanLockKind } from '../../../db/schema';
import { lazily, perDatabase } from '../../../lib/prepared';

export interface LockRow {
  loanId: string;
  lockType: LoanLockKind;
  profileId: string;
  sessionId: string | null;
  holderFirstName: string | null;
  expiresAt: Date;
}

const p = sql.placeholder;

/** Locks with their holder's first name; the caller adds the where. */
const lockRows = (db: DbOrTx) =>
  db
    .select({
      loanId: loanLocks.loanId,
      lockType: loanLocks.lockType,
      profileId: loanLocks.profileId,
      sessionId: loanLocks.sessionId,
      holderFirstName: customers.firstName,
      expiresAt: loanLocks.expiresAt,
    })
    .from(loanLocks)
    .innerJoin(profiles, eq(profiles.id, loanLocks.profileId))
    .leftJoin(customers, eq(customers.id, profiles.customerId));

/** The payment path's lock statements, prepared once per database (one loan's live lock; the release). */
const prepared = perDatabase((db: DbOrTx) =>
  lazily({
    liveLock: () =>
      lockRows(db)
        .where(
          and(
            eq(loanLocks.loanId, p('loanId')),
            eq(loanLocks.lockType, p('lockType')),
            gt(loanLocks.expiresAt, p('now')),
          ),
        )
        .prepare('loan_locks_live_lock'),
    release: () =>
      db
        .delete(loanLocks)
        .where(
          and(
            eq(loanLocks.loanId, p('loanId')),
            eq(loanLocks.lockType, p('lockType')),
            eq(loanLocks.profileId, p('profileId')),
          ),
        )
        .prepare('loan_locks_release'),
  }),
);

export function createLoanLocksRepo(db: DbOrTx) {
  const statements = () => prepared(db);

  async function liveLocks(
    loanIds: readonly string[],
    lockType: LoanLockKind,
    now: Date,
  ): Promise<LockRow[]> {
    if (loanIds.length === 0) return [];
    if (loanIds.length === 1)
      return statements().liveLock.execute({ loanId: loanIds[0], lockType, now });
    return lockRows(db).where(
      and(
        inArray(loanLocks.loanId, [...loanIds]),
        eq(loanLocks.lockType, lockType),
        gt(loanLocks.expiresAt, now),
      ),
    );
  }

  return {
    liveLocks,
    /**
     * Takes the lock when it is free or expired (and renews the caller's own, as `renew` says);
     * true when the caller now holds it. One atomic upsert.
     */
    async tryAcquire(input: {
      loanId: string;
      lockType: LoanLockKind;
      profileId: string;
      customerId: string | null;
      storeId?: number;
      sessionId?: string;
      expiresAt: Date;
      now: Date;
      /** whose live lock is renewed rather than refused: the same profile's, the same session's, or none */
      renew: 'profile' | 'session' | 'none';
    }): Promise<boolean> {
      const { now, renew, ...values } = input;
      const free = sql`${loanLocks.expiresAt} <= ${now.toISOString()}`;
      const renewable = {
        profile: sql`${free} or ${loanLocks.profileId} = ${values.profileId}`,
        session: sql`${free} or ${loanLocks.sessionId} = ${values.sessionId ?? null}`,
        none: free,
      }[renew];
      const rows = await db
        .insert(loanLocks)
        .values({ ...values, createdAt: now })
        .onConflictDoUpdate({
          target: [loanLocks.loanId, loanLocks.lockType],
          set: {
            profileId: values.profileId,
            customerId: values.customerId,
            storeId: values.storeId ?? null,
            sessionId: values.sessionId ?? null,
            expiresAt: values.expiresAt,
            createdAt: now,
          },
          setWhere: renewable,
        })
        .returning({ id: loanLocks.id });
      return rows.length > 0;
    },
    /** Releases the caller's own lock; another profile's lock stays. */
    async release(loanId: string, lockType: LoanLockKind, profileId: string): Promise<void> {
      await statements().release.execute({ loanId, lockType, profileId });
    },
  };
}

export type LoanLocksRepo = ReturnType<typeof createLoanLocksRepo>;
