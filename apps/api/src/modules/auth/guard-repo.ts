/** One-time codes, fixed-window throttles and sign-in events (all in the database, none in memory). */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authEvents, authThrottles, verificationCodes, type CodePurpose } from '../../db/schema';

export function createGuardRepo(db: DbOrTx) {
  return {
    async insertCode(input: { profileId: string; purpose: CodePurpose; codeHash: string; subject: Record<string, string> | null; expiresAt: Date; now: Date }) {
      const { now, ...values } = input;
      await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.profileId, input.profileId), eq(verificationCodes.purpose, input.purpose), isNull(verificationCodes.consumedAt)));
      await db.insert(verificationCodes).values({ ...values, createdAt: now });
    },
    /** The newest code of this purpose that is not used up. */
    async activeCode(profileId: string, purpose: CodePurpose) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.profileId, profileId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)))
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
    /** Counts one hit in the key's window (a new window starts when the old one has passed); the new count. */
    async hit(key: string, windowStartAfter: Date, now: Date) {
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
        .returning({ count: authThrottles.count });
      return row?.count ?? 1;
    },
    /** Hits of the key in its current window (0 when the window has passed). */
    async hits(key: string, windowStartAfter: Date) {
      const [row] = await db
        .select({ count: authThrottles.count })
        .from(authThrottles)
        .where(and(eq(authThrottles.key, key), gt(authThrottles.windowStart, windowStartAfter)));
      return row?.count ?? 0;
    },
    async clearHits(key: string) {
      await db.delete(authThrottles).where(eq(authThrottles.key, key));
    },
    async insertEvent(event: { type: string; profileId?: string | null; usernameKind?: string | null; address?: string | null; detail?: Record<string, unknown>; now: Date }) {
      const { now, ...values } = event;
      await db.insert(authEvents).values({ ...values, createdAt: now });
    },
  };
}

export type GuardRepo = ReturnType<typeof createGuardRepo>;
