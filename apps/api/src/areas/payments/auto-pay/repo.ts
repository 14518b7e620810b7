/** SQL of auto-pay: a loan's enrolment and its card (loan_auto_pay; the enrolment's writes are areas/payments/refinance's repo). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { cards, loanAutoPay } from '../../../db/schema';

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
  };
}

export type AutoPayRepo = ReturnType<typeof createAutoPayRepo>;
