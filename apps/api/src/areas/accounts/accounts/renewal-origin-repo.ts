/** SQL of the caller's standing renewal that opened a loan (GET /accountdetail renewedFrom; decision 026), read from the refinance money path's rows. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { cards, payments, refinances } from '../../../db/schema';

export interface RenewalOrigin {
  oldLoanId: string;
  messageKey: string;
  postedOn: string;
  /** its cash back (decision 057), as the borrower reads it */
  cashOut: {
    amountCents: number;
    cardNumber: string;
    status: 'sending' | 'sent' | 'declined' | 'cancelled' | 'owed';
  } | null;
}

export function createRenewalOrigins(db: DbOrTx) {
  return {
    async ofNewLoan(newLoanId: string, profileId: string): Promise<RenewalOrigin | null> {
      const [row] = await db
        .select({
          oldLoanId: refinances.oldLoanId,
          messageKey: payments.messageKey,
          postedOn: refinances.postedOn,
          cashOutCents: refinances.cashOutCents,
          cashOutStatus: refinances.cashOutStatus,
          cardNumber: cards.last4,
        })
        .from(refinances)
        .innerJoin(payments, eq(payments.id, refinances.paymentId))
        .leftJoin(cards, eq(cards.id, refinances.cashOutCardId))
        .where(
          and(
            eq(refinances.newLoanId, newLoanId),
            eq(refinances.status, 'posted'),
            eq(payments.profileId, profileId),
          ),
        );
      if (!row?.postedOn) return null;
      const { cashOutStatus: status, cardNumber } = row;
      return {
        oldLoanId: row.oldLoanId,
        messageKey: row.messageKey,
        postedOn: row.postedOn,
        cashOut:
          status && cardNumber
            ? {
                amountCents: row.cashOutCents,
                cardNumber,
                status: status === 'pending' || status === 'pushing' ? 'sending' : status,
              }
            : null,
      };
    },
  };
}

export type RenewalOrigins = ReturnType<typeof createRenewalOrigins>;
