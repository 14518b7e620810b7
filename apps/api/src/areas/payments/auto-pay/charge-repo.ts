/**
 * SQL of auto-pay's charges (decision 056): the enrolments of the loans due on a day, the claim of a loan's due date
 * (auto_pay_charges, unique per loan and due date), the payment it made and the decline notice, the days whose pass
 * finished.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import {
  autoPayCharges,
  autoPayRuns,
  cards,
  loanAutoPay,
  payments,
  reminderSettings,
} from '../../../db/schema';

export type AutoPayChargeRow = typeof autoPayCharges.$inferSelect;

export function createAutoPayChargeRepo(db: Database) {
  return {
    /** The enrolments among the loans (the loan systems' due that day), with their cards and the borrower's language. */
    async enrolmentsOf(loanIds: readonly string[]) {
      if (loanIds.length === 0) return [];
      return db
        .select({
          loanId: loanAutoPay.loanId,
          profileId: loanAutoPay.profileId,
          /** the borrower's language for reminders: her receipt's too */
          language: reminderSettings.language,
          card: {
            id: cards.id,
            processorToken: cards.processorToken,
            last4: cards.last4,
            cardType: cards.cardType,
            cardholderName: cards.cardholderName,
            expirationMonth: cards.expirationMonth,
            expirationYear: cards.expirationYear,
            guestCard: cards.guestCard,
            removedAt: cards.removedAt,
          },
        })
        .from(loanAutoPay)
        .innerJoin(cards, eq(cards.id, loanAutoPay.cardId))
        .leftJoin(reminderSettings, eq(reminderSettings.profileId, loanAutoPay.profileId))
        .where(and(eq(loanAutoPay.enrolled, true), inArray(loanAutoPay.loanId, [...loanIds])));
    },

    /** The claim of a loan's due date, if any (in the reservation's transaction). */
    async claimOf(loanId: string, dueOn: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(autoPayCharges)
        .where(and(eq(autoPayCharges.loanId, loanId), eq(autoPayCharges.dueOn, dueOn)));
      return row;
    },

    /** Writes the claim once: a second writer (a concurrent pass) gets the first claim back. */
    async insertClaim(
      claim: Pick<
        AutoPayChargeRow,
        'loanId' | 'dueOn' | 'profileId' | 'outcome' | 'paymentId' | 'reason'
      >,
      now: Date,
      tx: DbOrTx = db,
    ): Promise<AutoPayChargeRow> {
      const [inserted] = await tx
        .insert(autoPayCharges)
        .values({ ...claim, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
      const existing = await this.claimOf(claim.loanId, claim.dueOn, tx);
      if (!existing) throw new Error('auto-pay claim vanished between insert and select');
      return existing;
    },

    /** The loan's latest charge and its payment's status (the loan's details say a declined one). */
    async lastChargeOf(loanId: string) {
      const [row] = await db
        .select({
          dueOn: autoPayCharges.dueOn,
          outcome: autoPayCharges.outcome,
          reason: autoPayCharges.reason,
          amountCents: payments.amountCents,
          status: payments.status,
          error: payments.error,
          cardLast4: payments.cardLast4,
        })
        .from(autoPayCharges)
        .leftJoin(payments, eq(payments.id, autoPayCharges.paymentId))
        .where(eq(autoPayCharges.loanId, loanId))
        .orderBy(desc(autoPayCharges.dueOn))
        .limit(1);
      return row ?? null;
    },

    /** Charges whose payment failed and whose borrower was not told yet. */
    async declinedUnnoticed(limit: number) {
      return db
        .select({ chargeId: autoPayCharges.id })
        .from(autoPayCharges)
        .innerJoin(payments, eq(payments.id, autoPayCharges.paymentId))
        .where(and(eq(payments.status, 'failed'), isNull(autoPayCharges.declineNoticeAt)))
        .limit(limit);
    },

    /**
     * A declined charge with what its notice says of it (the loan's number and brand are the loan system's), claimed
     * for the notice: null when told already or not declined.
     */
    async claimDeclineNotice(tx: DbOrTx, chargeId: string, now: Date) {
      const [declined] = await tx
        .select({
          dueOn: autoPayCharges.dueOn,
          amountCents: payments.amountCents,
          cardLast4: payments.cardLast4,
          profileId: payments.profileId,
          language: payments.language,
          loanId: autoPayCharges.loanId,
        })
        .from(autoPayCharges)
        .innerJoin(payments, eq(payments.id, autoPayCharges.paymentId))
        .where(
          and(
            eq(autoPayCharges.id, chargeId),
            eq(payments.status, 'failed'),
            isNull(autoPayCharges.declineNoticeAt),
          ),
        );
      if (!declined) return null;
      // the claim: of two runs, one updates the row and sends; the other finds it told
      const [claimed] = await tx
        .update(autoPayCharges)
        .set({ declineNoticeAt: now })
        .where(and(eq(autoPayCharges.id, chargeId), isNull(autoPayCharges.declineNoticeAt)))
        .returning({ id: autoPayCharges.id });
      return claimed ? declined : null;
    },

    async runFinished(on: string): Promise<boolean> {
      const rows = await db
        .select({ on: autoPayRuns.runOn })
        .from(autoPayRuns)
        .where(eq(autoPayRuns.runOn, on));
      return rows.length > 0;
    },

    async finishRun(on: string, now: Date) {
      await db.insert(autoPayRuns).values({ runOn: on, finishedAt: now }).onConflictDoNothing();
    },
  };
}

export type AutoPayChargeRepo = ReturnType<typeof createAutoPayChargeRepo>;
