/**
 * Risk info in the built-in ledger (spec §7 GET /riskInfo): when a loan's rate or credit limit last changed and
 * its refinance was last denied. The sandbox loan system's counter raises a flag (the dev route, demos): a
 * credit limit change keeps the limit before it.
 */
import { eq } from 'drizzle-orm';
import type { RiskFlag } from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import { loanRiskInfo, loans } from '../../../db/schema';
import type { RiskInfoRecord } from '../port';

export const NO_RISK_INFO: RiskInfoRecord = {
  rateChangedAt: null,
  creditLimitChangedAt: null,
  previousCreditLimitCents: null,
  refinanceDeniedAt: null,
};

export async function ledgerRiskInfo(db: DbOrTx, loanId: string): Promise<RiskInfoRecord> {
  const [row] = await db.select().from(loanRiskInfo).where(eq(loanRiskInfo.loanId, loanId));
  if (!row) return NO_RISK_INFO;
  const { rateChangedAt, creditLimitChangedAt, previousCreditLimitCents, refinanceDeniedAt } = row;
  return { rateChangedAt, creditLimitChangedAt, previousCreditLimitCents, refinanceDeniedAt };
}

const COLUMN: Readonly<
  Record<RiskFlag, 'rateChangedAt' | 'creditLimitChangedAt' | 'refinanceDeniedAt'>
> = {
  rateChanged: 'rateChangedAt',
  creditLimitChanged: 'creditLimitChangedAt',
  refinanceDenied: 'refinanceDeniedAt',
};

/**
 * The loan system raises a flag now. A credit limit change sets the limit (when given) and keeps the one before;
 * false when there is no such loan.
 */
export async function raiseRiskFlag(
  db: DbOrTx,
  input: { loanId: string; flag: RiskFlag; creditLimitCents?: number | undefined; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [loan] = await tx
      .select({ limit: loans.creditLimitCents })
      .from(loans)
      .where(eq(loans.id, input.loanId))
      .for('update');
    if (!loan) return false;
    const set: Partial<typeof loanRiskInfo.$inferInsert> = { [COLUMN[input.flag]]: input.now };
    if (input.flag === 'creditLimitChanged') {
      set.previousCreditLimitCents = loan.limit;
      if (input.creditLimitCents !== undefined)
        await tx
          .update(loans)
          .set({ creditLimitCents: input.creditLimitCents, updatedAt: input.now })
          .where(eq(loans.id, input.loanId));
    }
    await tx
      .insert(loanRiskInfo)
      .values({ loanId: input.loanId, ...set })
      .onConflictDoUpdate({ target: loanRiskInfo.loanId, set });
    return true;
  });
}
