/**
 * The renewal's fault tests' checks (issue 51, decision 068), over the app and the loan-systems service behind the
 * fault proxy: a renewal charged and posted once, and a cancel that ended once — read from both databases.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { LoanStatus } from '@lender/domain';
import { loanPayments, loans, payments, processorAuthorizations } from '../../../db/schema';
import type { TestApp } from '../../../testing/build-test-app';
import type { FaultyLoanSystems } from '../../../testing/faulty-loan-systems';
import { refinanceOf } from './refinance-test-kit';

export interface RenewalFaultsContext {
  t: TestApp;
  faulty: FaultyLoanSystems;
}

export const paymentOf = async ({ t }: RenewalFaultsContext, id: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
/** the loan as the service holds it (the app's database holds no copy of it: buildTestApp) */
export const inService = async ({ faulty }: RenewalFaultsContext, loanId: string) =>
  (await faulty.service.database.db.select().from(loans).where(eq(loans.id, loanId)))[0]!;
/** the service's postings for the payment */
export const postingsOf = async ({ faulty }: RenewalFaultsContext, paymentId: string) =>
  faulty.service.database.db
    .select()
    .from(loanPayments)
    .where(eq(loanPayments.paymentId, paymentId));
/** the card's authorizations under the payment's key: voided or not */
const authorizationsOf = async ({ t }: RenewalFaultsContext, paymentId: string) =>
  (
    await t.database.db
      .select()
      .from(processorAuthorizations)
      .where(eq(processorAuthorizations.idempotencyKey, paymentId))
  ).map((auth) => ({ status: auth.status, voided: auth.voidedAt !== null }));

/** charged once (not voided), posted once in the service, and one new loan opened: `newLoanId` */
export async function expectRenewedOnce(
  ctx: RenewalFaultsContext,
  paymentId: string,
  newLoanId: string,
) {
  expect((await paymentOf(ctx, paymentId)).status).toBe('posted');
  expect(await postingsOf(ctx, paymentId)).toHaveLength(1);
  const newLoans = await ctx.faulty.service.database.db
    .select()
    .from(loans)
    .where(eq(loans.originReference, `refinance:${paymentId}`));
  expect(newLoans.map((loan) => loan.id)).toEqual([newLoanId]);
  expect(await authorizationsOf(ctx, paymentId)).toEqual([{ status: 'approved', voided: false }]);
}

/**
 * Cancelled here (at once, or by the recovery once its wait passed), the card's authorization voided once; in the
 * service the old loan open again, the new loan voided and the renewal's posting reversed, once.
 */
export async function expectCancelledOnce(
  ctx: RenewalFaultsContext,
  renewal: { paymentId: string; oldLoanId: string; newLoanId: string },
) {
  const { paymentId } = renewal;
  await expect
    .poll(async () => (await refinanceOf(ctx.t, paymentId)).status, { timeout: 15_000 })
    .toBe('cancelled');
  await expect.poll(async () => (await paymentOf(ctx, paymentId)).refundedAt).not.toBeNull();
  await expect
    .poll(async () => authorizationsOf(ctx, paymentId))
    .toEqual([{ status: 'approved', voided: true }]);
  expect((await inService(ctx, renewal.oldLoanId)).status).not.toBe(LoanStatus.Refinance);
  expect((await inService(ctx, renewal.newLoanId)).status).toBe(LoanStatus.Deleted);
  const reversed = await postingsOf(ctx, paymentId);
  expect(reversed.map((posting) => posting.reversedAt !== null)).toEqual([true]);
}
