/** SQL of the caller's standing renewal that opened a loan (GET /accountdetail renewedFrom; decision 026), read from the refinance money path's rows. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { payments, refinances } from '../../../db/schema';

export interface RenewalOrigin {
  oldLoanId: string;
  messageKey: string;
  postedOn: string;
}

export function createRenewalOrigins(db: DbOrTx) {
  return {
    async ofNewLoan(newLoanId: string, profileId: string): Promise<RenewalOrigin | null> {
      const [row] = await db
        .select({
          oldLoanId: refinances.oldLoanId,
          messageKey: payments.messageKey,
          postedOn: refinances.postedOn,
        })
        .from(refinances)
        .innerJoin(payments, eq(payments.id, refinances.paymentId))
        .where(
          and(
            eq(refinances.newLoanId, newLoanId),
            eq(refinances.status, 'posted'),
            eq(payments.profileId, profileId),
          ),
        );
      return row?.postedOn
        ? { oldLoanId: row.oldLoanId, messageKey: row.messageKey, postedOn: row.postedOn }
        : null;
    },
  };
}

export type RenewalOrigins = ReturnType<typeof createRenewalOrigins>;
