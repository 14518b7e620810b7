/** SQL of risk info acknowledgements: one row per (profile, loan, flag), the newest acknowledgement. */
import { and, eq } from 'drizzle-orm';
import type { RiskAcknowledgements, RiskFlag } from '@lender/domain';
import type { Database } from '../../../db/client';
import { riskAcknowledgements } from '../../../db/schema';

export function createRiskAcknowledgementsRepo(db: Database) {
  return {
    async of(profileId: string, loanId: string): Promise<RiskAcknowledgements> {
      const rows = await db
        .select({ flag: riskAcknowledgements.flag, at: riskAcknowledgements.acknowledgedAt })
        .from(riskAcknowledgements)
        .where(
          and(
            eq(riskAcknowledgements.profileId, profileId),
            eq(riskAcknowledgements.loanId, loanId),
          ),
        );
      return Object.fromEntries(rows.map((row) => [row.flag, row.at]));
    },

    /** One statement: a repeat moves the acknowledgement to now (the flag stays off until the loan system raises it again). */
    async acknowledge(profileId: string, loanId: string, flag: RiskFlag, now: Date): Promise<void> {
      await db
        .insert(riskAcknowledgements)
        .values({ profileId, loanId, flag, acknowledgedAt: now })
        .onConflictDoUpdate({
          target: [
            riskAcknowledgements.profileId,
            riskAcknowledgements.loanId,
            riskAcknowledgements.flag,
          ],
          set: { acknowledgedAt: now },
        });
    },
  };
}
export type RiskAcknowledgementsRepo = ReturnType<typeof createRiskAcknowledgementsRepo>;
