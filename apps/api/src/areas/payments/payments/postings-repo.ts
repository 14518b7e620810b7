/** SQL of the payments' posting steps (payment_postings, decision 068): recorded before the loan system is asked. */
import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { paymentPostings, payments } from '../../../db/schema';
import type { LoanSystemName, PaymentPosting } from '../../../integrations/loan-systems';
import { PaymentPostingSchema } from '../../../integrations/loan-systems/wire/postings';

export type PostingOperation = 'postPayment' | 'postRefinance';

/** A posting step as recorded: the key and the body every ask of it carries. */
export interface RecordedPosting {
  paymentId: string;
  idempotencyKey: string;
  loanSystem: LoanSystemName;
  operation: PostingOperation;
  posting: PaymentPosting;
  answered: boolean;
}

/** the step's key: named by the payment, so every run and every process asks with the same one */
export const postingKeyOf = (paymentId: string): string => `payment:${paymentId}:post`;

function toRecorded(row: typeof paymentPostings.$inferSelect): RecordedPosting {
  return {
    paymentId: row.paymentId,
    idempotencyKey: row.idempotencyKey,
    loanSystem: row.loanSystem,
    operation: row.operation,
    posting: PaymentPostingSchema.parse(row.body),
    answered: row.answeredAt !== null,
  };
}

export function createPaymentPostingsRepo(db: DbOrTx) {
  return {
    /** Records the step once; the step already recorded wins (a run that raced this one), and is answered. */
    async record(
      step: Omit<RecordedPosting, 'idempotencyKey' | 'answered'>,
      now: Date,
    ): Promise<RecordedPosting> {
      await db
        .insert(paymentPostings)
        .values({
          paymentId: step.paymentId,
          idempotencyKey: postingKeyOf(step.paymentId),
          loanSystem: step.loanSystem,
          operation: step.operation,
          body: PaymentPostingSchema.encode(step.posting),
          recordedAt: now,
          triedAt: now,
        })
        .onConflictDoNothing({ target: paymentPostings.paymentId });
      const recorded = await this.of(step.paymentId);
      if (!recorded) throw new Error(`payment ${step.paymentId}: its posting was not recorded`);
      return recorded;
    },
    async of(paymentId: string): Promise<RecordedPosting | undefined> {
      const [row] = await db
        .select()
        .from(paymentPostings)
        .where(eq(paymentPostings.paymentId, paymentId));
      return row && toRecorded(row);
    },
    /** whether another payment of the loan has a posting asked and not answered yet (one in flight per loan) */
    async otherInFlight(loanId: string, paymentId: string): Promise<boolean> {
      const [row] = await db
        .select({ paymentId: paymentPostings.paymentId })
        .from(paymentPostings)
        .innerJoin(payments, eq(payments.id, paymentPostings.paymentId))
        .where(
          and(
            eq(payments.loanId, loanId),
            ne(paymentPostings.paymentId, paymentId),
            isNull(paymentPostings.answeredAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async markTried(paymentId: string, now: Date): Promise<void> {
      await db
        .update(paymentPostings)
        .set({ triedAt: now })
        .where(eq(paymentPostings.paymentId, paymentId));
    },
    /** In the transaction that gave the payment's row its answer (posted, or failed to be voided). */
    async markAnswered(
      paymentId: string,
      now: Date,
      posted: { reinstated: boolean } | null,
    ): Promise<void> {
      await db
        .update(paymentPostings)
        .set({ answeredAt: now, reinstated: posted?.reinstated ?? null })
        .where(eq(paymentPostings.paymentId, paymentId));
    },
    /**
     * Payments authorized and never asked, not moved since `before`: their job gave up waiting for another posting of
     * the loan (PostingInFlightError), or died; the recovery queues them again. At most `limit`.
     */
    async authorizedNotAskedBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .leftJoin(paymentPostings, eq(paymentPostings.paymentId, payments.id))
        .where(
          and(
            eq(payments.status, 'authorized'),
            isNull(paymentPostings.paymentId),
            lt(payments.updatedAt, before),
          ),
        )
        .orderBy(asc(payments.updatedAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    /**
     * Steps not answered and not tried since `before` (their job gave up while the loan system was unreachable): each
     * counted one more resume and tried `now`, for the recovery to queue again under a job id of its own. At most `limit`.
     */
    async takeStale(
      before: Date,
      now: Date,
      limit: number,
    ): Promise<{ paymentId: string; resumes: number }[]> {
      const stale = db
        .select({ paymentId: paymentPostings.paymentId })
        .from(paymentPostings)
        .where(and(isNull(paymentPostings.answeredAt), lt(paymentPostings.triedAt, before)))
        .orderBy(asc(paymentPostings.triedAt))
        .limit(limit);
      return db
        .update(paymentPostings)
        .set({ resumes: sql`${paymentPostings.resumes} + 1`, triedAt: now })
        .where(sql`${paymentPostings.paymentId} in (${stale})`)
        .returning({ paymentId: paymentPostings.paymentId, resumes: paymentPostings.resumes });
    },
  };
}
