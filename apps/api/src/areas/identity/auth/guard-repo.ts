/** One-time codes, fixed-window throttles and sign-in events (all in the database, none in memory). */
import type { WindowCount } from '@lender/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { authEvents, authThrottles, verificationCodes, type CodePurpose } from '../../../db/schema';

const windowCount = (row: { count: number; windowStart: Date } | undefined): WindowCount =>
  row
    ? { count: row.count, windowStartMs: row.windowStart.getTime() }
    : { count: 0, windowStartMs: 0 };

export function createGuardRepo(db: DbOrTx) {
  return {
    async insertCode(input: {
      profileId: string;
      purpose: CodePurpose;
      codeHash: string;
      subject: Record<string, string> | null;
      expiresAt: Date;
      now: Date;
    }) {
      const { now, ...values } = input;
      await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(verificationCodes.profileId, input.profileId),
            eq(verificationCodes.purpose, input.purpose),
            isNull(verificationCodes.consumedAt),
          ),
        );
      await db.insert(verificationCodes).values({ ...values, createdAt: now });
    },
    /** The newest code of this purpose that is not used up. */
    async activeCode(profileId: string, purpose: CodePurpose) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.profileId, profileId),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.consumedAt),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row;
    },
    async countAttempt(id: number) {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id))
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },
    /** Uses the code up; false when it was already used (a concurrent confirm). */
    async consumeCode(id: number, now: Date) {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
    /** Counts one hit in the key's window (a new window starts when the old one has passed); the counter after it. */
    async hit(key: string, windowStartAfter: Date, now: Date): Promise<WindowCount> {
      const [row] = await db
        .insert(authThrottles)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: authThrottles.key,
          set: {
            count: sql`case when ${authThrottles.windowStart} <= ${windowStartAfter.toISOString()}::timestamptz then 1 else ${authThrottles.count} + 1 end`,
            windowStart: sql`case when ${authThrottles.windowStart} <= ${windowStartAfter.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${authThrottles.windowStart} end`,
          },
        })
        .returning({ count: authThrottles.count, windowStart: authThrottles.windowStart });
      return row ? windowCount(row) : { count: 1, windowStartMs: now.getTime() };
    },
    /** Takes back one hit of the key (an attempt counted up front that turned out not to be a failure). */
    async unhit(key: string) {
      await db
        .update(authThrottles)
        .set({ count: sql`greatest(${authThrottles.count} - 1, 0)` })
        .where(eq(authThrottles.key, key));
    },
    async clearHits(key: string) {
      await db.delete(authThrottles).where(eq(authThrottles.key, key));
    },
    /** Whether the profile has signed in successfully from this address before. */
    async hasSignedInFrom(profileId: string, address: string): Promise<boolean> {
      const rows = await db
        .select({ id: authEvents.id })
        .from(authEvents)
        .where(
          and(
            eq(authEvents.profileId, profileId),
            eq(authEvents.type, 'signIn'),
            eq(authEvents.address, address),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    async insertEvent(event: {
      type: string;
      profileId?: string | null;
      usernameKind?: string | null;
      address?: string | null;
      detail?: Record<string, unknown>;
      now: Date;
    }) {
      const { now, ...values } = event;
      await db.insert(authEvents).values({ ...values, createdAt: now });
    },
  };
}

export type GuardRepo = ReturnType<typeof createGuardRepo>;
