/** Payment requests: one row per (profile, idempotency key); the job moves it pending → authorized → posted | failed. */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { identities, loanPayments, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'messageKey' | 'status' | 'createdAt' | 'updatedAt'>;

/** An opaque key the app polls with; never guessable from another payment's. */
export const newMessageKey = () => `pay_${randomBytes(16).toString('hex')}`;
/** What the receipt and the confirmation show. */
export const newConfirmationNumber = () => `PMT${randomBytes(5).toString('hex').toUpperCase()}`;

export function createPaymentsRepo(db: DbOrTx) {
  return {
    /** Inserts the request, or finds the one this profile already made with the key: { row, created }. */
    async insertOnce(values: NewPayment, now: Date): Promise<{ row: PaymentRow; created: boolean }> {
      const [created] = await db
        .insert(payments)
        .values({ ...values, messageKey: newMessageKey(), createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: [payments.profileId, payments.idempotencyKey] })
        .returning();
      if (created) return { row: created, created: true };
      const [existing] = await db.select().from(payments).where(and(eq(payments.profileId, values.profileId), eq(payments.idempotencyKey, values.idempotencyKey)));
      if (!existing) throw new Error('payment vanished between insert and select');
      return { row: existing, created: false };
    },
    async byMessageKey(messageKey: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.messageKey, messageKey));
      return row;
    },
    /** Payments still pending that were stored before `before` (their job may never have been queued). */
    async pendingBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
        .orderBy(payments.createdAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },
    async byId(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },
    /** The row, locked until the transaction ends (one posting at a time per payment). */
    async lockById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },
    async bumpAttempts(id: string, now: Date): Promise<void> {
      await db.update(payments).set({ attempts: sql`${payments.attempts} + 1`, updatedAt: now }).where(eq(payments.id, id));
    },
    async markAuthorized(id: string, authorizationId: string, now: Date): Promise<void> {
      await db.update(payments).set({ status: 'authorized', authorizationId, updatedAt: now }).where(and(eq(payments.id, id), eq(payments.status, 'pending')));
    },
    async markFailed(id: string, error: string, now: Date, authorizationId: string | null = null): Promise<void> {
      await db.update(payments).set({ status: 'failed', error, authorizationId, updatedAt: now, completedAt: now }).where(eq(payments.id, id));
    },
    async markPosted(id: string, confirmationNumber: string, now: Date): Promise<void> {
      await db.update(payments).set({ status: 'posted', confirmationNumber, error: null, updatedAt: now, completedAt: now }).where(eq(payments.id, id));
    },
    async setReceiptContact(id: string, contact: { receiptEmail?: string | null; receiptPhone?: string | null }, now: Date): Promise<void> {
      await db.update(payments).set({ ...contact, updatedAt: now }).where(eq(payments.id, id));
    },
    /** The ledger posting of a payment (its business date and split). */
    async postingOf(paymentId: string) {
      const [row] = await db.select().from(loanPayments).where(eq(loanPayments.paymentId, paymentId));
      return row;
    },
    /** The profile's sign-in email (else phone), where a timed-out payment's receipt goes. */
    async profileContact(profileId: string): Promise<{ email: string | null; phone: string | null }> {
      const rows = await db.select({ kind: identities.kind, value: identities.value }).from(identities).where(eq(identities.profileId, profileId)).orderBy(asc(identities.id));
      return { email: rows.find((row) => row.kind === 'email')?.value ?? null, phone: rows.find((row) => row.kind === 'phone')?.value ?? null };
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
