/**
 * Payment requests: one row per (profile, idempotency key); the job moves it pending → authorized → posted | failed.
 * The hot statements (submit, poll, job) are prepared once per database (lib/prepared.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { placeholderFor } from '../../../db/prepared-text';
import {
  customers,
  identities,
  loanPayments,
  paymentPostings,
  paymentExceptions,
  payments,
  profiles,
  type CommunicationPreference,
} from '../../../db/schema';
import { lazily, perDatabase } from '../../../lib/prepared';
import type { ProcessorFaultOutcome } from '../../../integrations/card-processor/port';

export type PaymentRow = typeof payments.$inferSelect;
/**
 * A payment with the business date of its ledger posting (null until posted), and whether the posting brought an
 * out-for-repossession loan current (false until posted).
 */
export type PaymentWithPosting = PaymentRow & { postedOn: string | null; reinstated: boolean };
export type NewPayment = Omit<
  typeof payments.$inferInsert,
  'id' | 'messageKey' | 'status' | 'createdAt' | 'updatedAt'
>;

/** An opaque key the app polls with; never guessable from another payment's. */
export const newMessageKey = () => `pay_${randomBytes(16).toString('hex')}`;
/** What the receipt and the confirmation show. */
export const newConfirmationNumber = () => `PMT${randomBytes(5).toString('hex').toUpperCase()}`;

const p = sql.placeholder;

const prepared = perDatabase((db: DbOrTx) =>
  lazily({
    insertOnce: () =>
      db
        .insert(payments)
        .values({
          idempotencyKey: p('idempotencyKey'),
          profileId: p('profileId'),
          customerId: p('customerId'),
          payerRole: p('payerRole'),
          guestSessionId: p('guestSessionId'),
          loanId: p('loanId'),
          amountCents: p('amountCents'),
          paymentType: p('paymentType'),
          isPayoff: p('isPayoff'),
          isPartial: p('isPartial'),
          processorToken: p('processorToken'),
          cardLast4: p('cardLast4'),
          cardType: p('cardType'),
          cardholderName: p('cardholderName'),
          removeCardId: p('removeCardId'),
          receiptEmail: p('receiptEmail'),
          receiptPhone: p('receiptPhone'),
          language: p('language'),
          messageKey: p('messageKey'),
          createdAt: p('now'),
          updatedAt: p('now'),
        })
        .onConflictDoNothing({ target: [payments.profileId, payments.idempotencyKey] })
        .returning()
        .prepare('payments_insert_once'),
    byIdempotencyKey: () =>
      db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.profileId, p('profileId')),
            eq(payments.idempotencyKey, p('idempotencyKey')),
          ),
        )
        .prepare('payments_by_idempotency_key'),
    byMessageKey: () =>
      db
        .select({
          payment: payments,
          // the app's own record of the posting (decision 068); a payment posted before it, the ledger's row
          postedOn: sql<
            string | null
          >`coalesce(case when ${payments.status} = 'posted' then ${paymentPostings.body} ->> 'postedOn' end, ${loanPayments.postedOn}::text)`,
          reinstated: sql<
            boolean | null
          >`coalesce(${paymentPostings.reinstated}, ${loanPayments.reinstated})`,
        })
        .from(payments)
        .leftJoin(paymentPostings, eq(paymentPostings.paymentId, payments.id))
        .leftJoin(loanPayments, eq(loanPayments.paymentId, payments.id))
        .where(eq(payments.messageKey, p('messageKey')))
        .prepare('payments_by_message_key'),
    byId: () =>
      db
        .select()
        .from(payments)
        .where(eq(payments.id, p('id')))
        .prepare('payments_by_id'),
    markAuthorized: () =>
      db
        .update(payments)
        .set({
          status: 'authorized',
          authorizationId: sql`${p('authorizationId')}`,
          updatedAt: sql`${p('now')}`,
        })
        .where(and(eq(payments.id, p('id')), eq(payments.status, 'pending')))
        .returning({ id: payments.id })
        .prepare('payments_mark_authorized'),
    lastDeclinedAt: () =>
      db
        .select({
          at: sql<Date | null>`max(${payments.completedAt})`.mapWith(payments.completedAt),
        })
        .from(payments)
        .where(
          and(
            eq(payments.loanId, p('loanId')),
            eq(payments.processorToken, p('processorToken')),
            eq(payments.status, 'failed'),
            isNotNull(payments.authorizationId),
            sql`not exists (select 1 from ${paymentExceptions} where ${paymentExceptions.paymentId} = ${payments.id})`,
          ),
        )
        .prepare('payments_last_declined_at'),
    markFailed: () =>
      db
        .update(payments)
        .set({
          status: 'failed',
          error: placeholderFor(payments.error, 'error'),
          authorizationId: placeholderFor(payments.authorizationId, 'authorizationId'),
          confirmationNumber: null,
          updatedAt: placeholderFor(payments.updatedAt, 'now'),
          completedAt: placeholderFor(payments.completedAt, 'now'),
        })
        .where(and(eq(payments.id, p('id')), eq(payments.status, 'pending')))
        .returning({ id: payments.id })
        .prepare('payments_mark_failed'),
  }),
);

export function createPaymentsRepo(db: DbOrTx) {
  const statements = () => prepared(db);
  return {
    /** Inserts the request, or finds the one this profile already made with the key: { row, created }. */
    async insertOnce(
      values: NewPayment,
      now: Date,
    ): Promise<{ row: PaymentRow; created: boolean }> {
      // every placeholder of the prepared insert needs a value: the optional columns' defaults
      const row = {
        customerId: null,
        guestSessionId: null,
        removeCardId: null,
        receiptEmail: null,
        receiptPhone: null,
        isPayoff: false,
        isPartial: false,
        language: 'en',
        ...values,
      };
      const [created] = await statements().insertOnce.execute({
        ...row,
        messageKey: newMessageKey(),
        now,
      });
      if (created) return { row: created, created: true };
      const [existing] = await statements().byIdempotencyKey.execute({
        profileId: values.profileId,
        idempotencyKey: values.idempotencyKey,
      });
      if (!existing) throw new Error('payment vanished between insert and select');
      return { row: existing, created: false };
    },
    /** The payment this profile already made with the key. */
    async byIdempotencyKey(
      profileId: string,
      idempotencyKey: string,
    ): Promise<PaymentRow | undefined> {
      const [row] = await statements().byIdempotencyKey.execute({ profileId, idempotencyKey });
      return row;
    },
    /** The payment a messageKey names, with its posting's business date (the poll: one statement). */
    async byMessageKey(messageKey: string): Promise<PaymentWithPosting | undefined> {
      const [found] = await statements().byMessageKey.execute({ messageKey });
      return (
        found && {
          ...found.payment,
          postedOn: found.postedOn,
          reinstated: found.reinstated ?? false,
        }
      );
    },
    /**
     * When the card (its processor token) was last declined paying the loan: a failed payment with the processor's
     * authorization on it and no operator record (those were approved, then voided); null when never.
     */
    async lastDeclinedAt(loanId: string, processorToken: string): Promise<Date | null> {
      const [row] = await statements().lastDeclinedAt.execute({ loanId, processorToken });
      return row?.at ?? null;
    },
    /** Payments still pending that were stored before `before` (their job may never have been queued). */
    async byId(id: string): Promise<PaymentRow | undefined> {
      const [row] = await statements().byId.execute({ id });
      return row;
    },
    /** A processor fault on the authorize; `unknown`: it may have applied (its first such time is kept) */
    async bumpAttempts(id: string, now: Date, outcome: ProcessorFaultOutcome): Promise<void> {
      await db
        .update(payments)
        .set({
          attempts: sql`${payments.attempts} + 1`,
          updatedAt: now,
          ...(outcome === 'unknown'
            ? {
                authorizeUnknownAt: sql`coalesce(${payments.authorizeUnknownAt}, ${now.toISOString()}::timestamptz)`,
              }
            : {}),
        })
        .where(eq(payments.id, id));
    },
    async markAuthorized(id: string, authorizationId: string, now: Date): Promise<boolean> {
      return (await statements().markAuthorized.execute({ id, authorizationId, now })).length > 0;
    },
    /**
     * Fails a payment before any authorization is on it (not payable, no room left, declined, processor unreachable):
     * only while it is pending, so an overlapping run's authorization or posting is never overwritten.
     */
    /** Answers whether this call failed it (false: it had moved on already). */
    async markFailed(
      id: string,
      error: string,
      now: Date,
      authorizationId: string | null = null,
    ): Promise<boolean> {
      const failed = await statements().markFailed.execute({ id, error, authorizationId, now });
      return failed.length > 0;
    },
    async setReceiptContact(
      id: string,
      contact: { receiptEmail?: string | null; receiptPhone?: string | null },
      now: Date,
    ): Promise<void> {
      await db
        .update(payments)
        .set({ ...contact, updatedAt: now })
        .where(eq(payments.id, id));
    },
    /** The profile's sign-in email and phone and its customer's communication preference (email when none), where a timed-out payment's receipt goes. */
    async profileContact(profileId: string): Promise<{
      email: string | null;
      phone: string | null;
      preference: CommunicationPreference;
    }> {
      const [rows, [customer]] = await Promise.all([
        db
          .select({ kind: identities.kind, value: identities.value })
          .from(identities)
          .where(eq(identities.profileId, profileId))
          .orderBy(asc(identities.id)),
        db
          .select({ preference: customers.communicationPreference })
          .from(profiles)
          .innerJoin(customers, eq(customers.id, profiles.customerId))
          .where(eq(profiles.id, profileId)),
      ]);
      return {
        email: rows.find((row) => row.kind === 'email')?.value ?? null,
        phone: rows.find((row) => row.kind === 'phone')?.value ?? null,
        preference: customer?.preference ?? 0,
      };
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
