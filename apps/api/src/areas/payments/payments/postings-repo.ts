/** SQL of the payments' posting steps (payment_postings, decision 068): recorded before the loan system is asked. */
import { and, asc, eq, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { placeholderFor } from '../../../db/prepared-text';
import { paymentPostings, payments } from '../../../db/schema';
import type { LoanSystemName, PaymentPosting } from '../../../integrations/loan-systems';
import { PaymentPostingSchema } from '../../../integrations/loan-systems/wire/postings';
import { lazily, perDatabase } from '../../../lib/prepared';
import type { PaymentRow } from './repo';

export type PostingOperation = 'postPayment' | 'postRefinance';

/** A posting step as recorded: the key and the body every ask of it carries. */
export interface RecordedPosting {
  paymentId: string;
  idempotencyKey: string;
  loanSystem: LoanSystemName;
  operation: PostingOperation;
  posting: PaymentPosting;
  answered: boolean;
  /**
   * tried when this run recorded it (the record sets tried_at): its first ask need not mark it tried again; unset on
   * a step read back, whose ask marks it
   */
  triedNow?: boolean;
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

const p = sql.placeholder;

/** The payment path's posting statements, prepared once per connection (lib/prepared.ts). */
const prepared = perDatabase((db: DbOrTx) =>
  lazily({
    // an insert of a select names every column of the table in its order (drizzle's rule)
    recordIfAuthorized: () =>
      db
        .insert(paymentPostings)
        .select(
          db
            .select({
              paymentId: payments.id,
              idempotencyKey: sql<string>`${p('idempotencyKey')}`.as('idempotency_key'),
              loanSystem: sql<LoanSystemName>`${p('loanSystem')}`.as('loan_system'),
              operation: sql<PostingOperation>`${p('operation')}`.as('operation'),
              body: sql`${p('body')}::jsonb`.as('body'),
              recordedAt: sql<Date>`${p('at')}::timestamptz`.as('recorded_at'),
              triedAt: sql<Date>`${p('at')}::timestamptz`.as('tried_at'),
              resumes: sql<number>`0`.as('resumes'),
              answeredAt: sql<Date | null>`null::timestamptz`.as('answered_at'),
              reinstated: sql<boolean | null>`null::boolean`.as('reinstated'),
            })
            .from(payments)
            .where(and(eq(payments.id, p('paymentId')), eq(payments.status, 'authorized'))),
        )
        .onConflictDoNothing({ target: paymentPostings.paymentId })
        .returning()
        .prepare('payment_postings_record_if_authorized'),
    markTried: () =>
      db
        .update(paymentPostings)
        .set({ triedAt: placeholderFor(paymentPostings.triedAt, 'now') })
        .where(eq(paymentPostings.paymentId, p('paymentId')))
        .prepare('payment_postings_mark_tried'),
    claimPostedAnswered: () => {
      const claimed = db.$with('claimed').as(
        db
          .update(payments)
          .set({
            status: 'posted',
            confirmationNumber: placeholderFor(payments.confirmationNumber, 'confirmationNumber'),
            error: null,
            updatedAt: placeholderFor(payments.updatedAt, 'now'),
            completedAt: placeholderFor(payments.completedAt, 'now'),
          })
          .where(
            and(eq(payments.id, p('paymentId')), notInArray(payments.status, ['posted', 'failed'])),
          )
          .returning(),
      );
      const answered = db.$with('answered').as(
        db
          .update(paymentPostings)
          .set({
            answeredAt: placeholderFor(paymentPostings.answeredAt, 'answeredAt'),
            reinstated: sql`(select ${p('reinstated')}::boolean from ${claimed})`,
          })
          .where(eq(paymentPostings.paymentId, p('paymentId')))
          .returning({ paymentId: paymentPostings.paymentId }),
      );
      return db
        .with(claimed, answered)
        .select()
        .from(claimed)
        .prepare('payment_postings_claim_posted_answered');
    },
  }),
);

export function createPaymentPostingsRepo(db: DbOrTx) {
  const statements = () => prepared(db);
  return {
    /**
     * Records the step once; the step already recorded wins (a run that raced this one), and is answered. The insert
     * answers the step it wrote (one round trip); only a step recorded before is read back.
     */
    async record(
      step: Omit<RecordedPosting, 'idempotencyKey' | 'answered' | 'triedNow'>,
      now: Date,
    ): Promise<RecordedPosting> {
      const [inserted] = await db
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
        .onConflictDoNothing({ target: paymentPostings.paymentId })
        .returning();
      if (inserted) return { ...toRecorded(inserted), triedNow: true };
      const recorded = await this.of(step.paymentId);
      if (!recorded) throw new Error(`payment ${step.paymentId}: its posting was not recorded`);
      return recorded;
    },
    /**
     * Records the step in one statement if its payment is still authorized (the re-check under the loan's lock, folded
     * into the insert) and has none; undefined when nothing was written (recorded before, or the payment moved on).
     */
    async recordIfAuthorized(
      step: Omit<RecordedPosting, 'idempotencyKey' | 'answered' | 'triedNow'>,
      now: Date,
    ): Promise<RecordedPosting | undefined> {
      const at = now.toISOString();
      const [inserted] = await statements().recordIfAuthorized.execute({
        paymentId: step.paymentId,
        idempotencyKey: postingKeyOf(step.paymentId),
        loanSystem: step.loanSystem,
        operation: step.operation,
        body: JSON.stringify(PaymentPostingSchema.encode(step.posting)),
        at,
      });
      return inserted && { ...toRecorded(inserted), triedNow: true };
    },
    async of(paymentId: string): Promise<RecordedPosting | undefined> {
      const [row] = await db
        .select()
        .from(paymentPostings)
        .where(eq(paymentPostings.paymentId, paymentId));
      return row && toRecorded(row);
    },
    /**
     * The payment's row and its step, read together (one round trip under the loan's lock): the step when recorded,
     * else the row whose status says whether it may be recorded.
     */
    async paymentWithStep(
      paymentId: string,
    ): Promise<{ payment: PaymentRow | undefined; step: RecordedPosting | undefined }> {
      const [row] = await db
        .select({ payment: payments, step: paymentPostings })
        .from(payments)
        .leftJoin(paymentPostings, eq(paymentPostings.paymentId, payments.id))
        .where(eq(payments.id, paymentId));
      return { payment: row?.payment, step: row?.step ? toRecorded(row.step) : undefined };
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
      await statements().markTried.execute({ paymentId, now });
    },
    /**
     * A refused posting's step answered, in the transaction that fails the payment to be voided (a posted one is
     * answered by claimPostedAnswered).
     */
    async markRefused(paymentId: string, now: Date): Promise<void> {
      await db
        .update(paymentPostings)
        .set({ answeredAt: now, reinstated: null })
        .where(eq(paymentPostings.paymentId, paymentId));
    },
    /**
     * In the posting's apply transaction, one statement: the payment claimed posted unless it is already done (its row
     * answered, locked until the transaction ends: one posting at a time per payment; undefined when it was done), and
     * the step marked answered — with `reinstated` when this call claimed it, else without (another run applied it).
     */
    async claimPostedAnswered(
      paymentId: string,
      posted: { confirmationNumber: string; now: Date; reinstated: boolean },
      answeredAt: Date,
    ): Promise<PaymentRow | undefined> {
      const [row] = await statements().claimPostedAnswered.execute({
        paymentId,
        confirmationNumber: posted.confirmationNumber,
        now: posted.now,
        reinstated: posted.reinstated,
        answeredAt,
      });
      return row;
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
