/** SQL of the restricted-state consents of a refinance (POST /refiallowedstatus). */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { refinanceConsents } from '../../../db/schema';

export type NewRefinanceConsent = typeof refinanceConsents.$inferInsert;
export type RefinanceConsentRow = typeof refinanceConsents.$inferSelect;

export function createRefinanceConsentsRepo(db: DbOrTx) {
  return {
    async insert(values: NewRefinanceConsent): Promise<RefinanceConsentRow> {
      const [row] = await db.insert(refinanceConsents).values(values).returning();
      return row!;
    },

    /** The person's newest answer for the loan on the business date (a later "no" withdraws an earlier "yes"); undefined when none. */
    async latestOn(
      loanId: string,
      profileId: string,
      businessDate: string,
    ): Promise<RefinanceConsentRow | undefined> {
      const [row] = await db
        .select()
        .from(refinanceConsents)
        .where(
          and(
            eq(refinanceConsents.loanId, loanId),
            eq(refinanceConsents.profileId, profileId),
            eq(refinanceConsents.businessDate, businessDate),
          ),
        )
        .orderBy(desc(refinanceConsents.recordedAt), desc(refinanceConsents.consentedAt))
        .limit(1);
      return row;
    },
  };
}
export type RefinanceConsentsRepo = ReturnType<typeof createRefinanceConsentsRepo>;
