/** SQL of auto-pay: a loan's enrolment and its card, its scheduled instalment (loan_auto_pay; the enrolment's writes are areas/payments/refinance's repo). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { cards, loanAutoPay, loans } from '../../../db/schema';

export function createAutoPayRepo(db: DbOrTx) {
  return {
    /** The card of the loan's enrolment; null when the loan is not enrolled. */
    async enrolledCard(loanId: string) {
      const [row] = await db
        .select({
          cardId: cards.id,
          cardType: cards.cardType,
          last4: cards.last4,
          month: cards.expirationMonth,
          year: cards.expirationYear,
        })
        .from(loanAutoPay)
        .innerJoin(cards, eq(cards.id, loanAutoPay.cardId))
        .where(and(eq(loanAutoPay.loanId, loanId), eq(loanAutoPay.enrolled, true)));
      return row ?? null;
    },

    /** The loan's scheduled instalment (the ledger's; 0 when it has none): part of the amount an auto-payment charges. */
    async instalmentCents(loanId: string): Promise<number> {
      const [row] = await db
        .select({ instalmentCents: loans.instalmentCents })
        .from(loans)
        .where(eq(loans.id, loanId));
      return row?.instalmentCents ?? 0;
    },
  };
}

export type AutoPayRepo = ReturnType<typeof createAutoPayRepo>;
