/**
 * A renewal of A1 end to end (issue 13, decision 026): P1 renews A1 (TLXe) through POST /payment isRefi: A1 closed as
 * Refinance, the new loan opened per renewalTerms and listed; POST /cancelrefinance restores A1 column by column, voids
 * the new loan and the authorization once. The steps gate passes here: areas/payments/refinance-steps tests it.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAccountsResponseSchema, ZCancelRefinanceResponseSchema } from '@lender/contract';
import { LoanStatus, renewalTerms } from '@lender/domain';
import { loanPayments, type loans } from '../../../db/schema';
import { customerIdOf, loanIdOf, profileIdOf } from '../../../db/seed';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { signIn } from '../../../testing/sign-in';
import {
  outboxWith,
  pay,
  savedCards,
  status,
  voidedRecord,
  type Headers,
} from '../payments/payments-test-kit';
import { useRenewalApp } from './refinance-app-test-kit';
import {
  autoPayOf,
  cancelRefinance,
  loanRow,
  paymentByKey,
  refinanceOf,
  renewBody,
} from './refinance-test-kit';

const A1 = loanIdOf('A1');
const renewing = useRenewalApp();
let before: typeof loans.$inferSelect;
let renewal: { messageKey: string; paymentId: string; newLoanId: string };

const accountsOf = async (headers: Headers, brand: string) =>
  ZAccountsResponseSchema.parse(
    (
      await renewing.t.app.inject({
        method: 'GET',
        url: `/api/accounts?brandName=${brand}`,
        headers,
      })
    ).json(),
  ).loans;

describe('a renewal of A1 (TLXe)', () => {
  it('P1 pays $215.40 with ••1111: A1 is closed as Refinance owing nothing, and a new loan of $1,034.60 is opened per renewalTerms', async () => {
    const { t, ana } = renewing;
    before = await loanRow(t, A1);
    const visa = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
    const charges = await approvedChargeCount(t.database.db, visa.cardToken);
    const { messageKey, result } = await pay(
      t,
      ana,
      renewBody(
        A1,
        visa,
        '215.40',
        { email: 'ana.tlxe@example.com', autoPay: true },
        { ancillaryProductIds: ['gap'] },
      ),
    );
    expect(result).toMatchObject({ pending: false, Error: null });
    const newLoanId = result.newLoanId!;
    expect(newLoanId).toMatch(/^[0-9a-f-]{36}$/);
    const payment = await paymentByKey(t, messageKey);
    renewal = { messageKey, paymentId: payment.id, newLoanId };
    const postedOn = result.confirmation!.paymentDate;
    const terms = renewalTerms(125_000, 21_540, postedOn);
    expect(terms.newPrincipalCents).toBe(103_460);

    // the old loan: paid fees → interest → principal, then closed as Refinance, owing nothing, not payable
    const old = await loanRow(t, A1);
    expect(old).toMatchObject({
      status: LoanStatus.Refinance,
      payoffCents: 0,
      principalCents: 0,
      interestCents: 0,
      feesCents: 0,
      minimumDueCents: 0,
      payable: false,
      paidOffDate: postedOn,
    });
    const [posting] = await t.database.db
      .select()
      .from(loanPayments)
      .where(eq(loanPayments.paymentId, payment.id));
    expect(posting).toMatchObject({
      loanId: A1,
      amountCents: 21_540,
      feesCents: 2_500,
      interestCents: 12_500,
      principalCents: 6_540,
      postedOn,
      reversedAt: null,
    });

    // the new loan: same parties, brand, store, product and collateral; its own number; the renewal's terms
    const made = await loanRow(t, newLoanId);
    expect(made).toMatchObject({
      loanSystem: 'TLXe',
      loanNumber: '10001-002',
      customerId: customerIdOf('P1'),
      cosignerCustomerId: customerIdOf('P4'),
      brandCode: before.brandCode,
      storeId: before.storeId,
      productType: before.productType,
      collateral: before.collateral,
      status: LoanStatus.Open,
      principalCents: 103_460,
      // decision 050: the day it opens it owes its principal; the charge accrues to its due date at the renewal's rate
      interestCents: 0,
      annualRatePpb: terms.annualRatePpb,
      accruedThrough: postedOn,
      feesCents: 0,
      payoffCents: 103_460,
      minimumDueCents: terms.newPayoffCents,
      productSwitchAmountDueCents: terms.financeChargeCents,
      minimumLoanAmountCents: 30_000,
      dueDate: terms.newDueDate,
      openedOn: postedOn,
      refinanceEligible: true,
      useRefiTerm: true,
      payable: true,
      awaitingSignature: false,
      originReference: `refinance:${payment.id}`,
    });
    expect(payment).toMatchObject({
      status: 'posted',
      newLoanId,
      paymentType: 3,
      refundedAt: null,
    });
    const refinance = await refinanceOf(t, payment.id);
    expect(refinance).toMatchObject({
      status: 'posted',
      oldLoanId: A1,
      newLoanId,
      amountCents: 21_540,
      postedOn,
      ancillaryProductIds: ['gap'],
      autoPayCardId: expect.any(String),
    });
    expect(refinance.oldLoanSnapshot).toMatchObject({
      status: before.status,
      principalCents: 110_000,
      interestCents: 12_500,
      feesCents: 2_500,
      dueDate: before.dueDate,
      payable: true,
    });
    // auto-pay on the new loan with the paying card, for the payer
    expect(await autoPayOf(t, newLoanId)).toMatchObject({
      profileId: profileIdOf('P1'),
      enrolled: true,
      cardId: refinance.autoPayCardId,
    });
    expect(await approvedChargeCount(t.database.db, visa.cardToken)).toBe(charges + 1);

    // GET /payment: the new loan and the renewal part of the confirmation
    expect(result.confirmation).toMatchObject({
      isRefi: true,
      isPayoff: false,
      isPartial: false,
      amountPaidCents: 21_540,
      loanId: A1,
      remainingPayoffCents: 0,
      paymentDueDate: terms.newDueDate,
    });
    expect(result.confirmation!.renewal).toEqual({
      newLoanId,
      newLoanLmsId: '10001-002',
      newLoanDueDate: terms.newDueDate,
      newPrincipalBalanceCents: 103_460,
      // decision 050: the day it opens, the new loan's payoff is its principal (not principal and the whole charge)
      newPayoffCents: 103_460,
      autoPayEnrolled: true,
      ancillaryProductIds: ['gap'],
      cancelled: false,
      cashOut: null,
    });
    // the receipt names the new loan
    await outboxWith(t, 'ana.tlxe@example.com', 'new loan 10001-002');
  });

  it('the dashboard lists the new loan, whose detail names the renewal that opened it (for its payer only)', async () => {
    const { t, ana } = renewing;
    const listed = (await accountsOf(ana, 'inl')).map((loan) => loan.loanId);
    expect(listed).toContain(renewal.newLoanId);
    const detail = (headers: Headers) =>
      t.app.inject({
        method: 'GET',
        url: `/api/accountdetail?loanId=${renewal.newLoanId}`,
        headers,
      });
    const postedOn = (await status(t, ana, renewal.messageKey)).confirmation!.paymentDate;
    expect((await detail(ana)).json()).toMatchObject({
      loanId: renewal.newLoanId,
      renewedFrom: { oldLoanId: A1, messageKey: renewal.messageKey, postedOn },
    });
    // the co-signer sees the loan, not the borrower's renewal payment
    const devon = (await signIn(t.app, 'dev.cosigner@example.com')).headers;
    expect((await detail(devon)).json()).toMatchObject({
      loanId: renewal.newLoanId,
      renewedFrom: null,
    });
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/accountdetail?loanId=${A1}`, headers: ana })
      ).json(),
    ).toMatchObject({ renewedFrom: null });
  });

  it('another customer cannot cancel it (404), and the payer cancels it: A1 restored column by column, the new loan voided and gone, the charge voided once', async () => {
    const { t, ana, ben } = renewing;
    expect((await cancelRefinance(t, ben, renewal.newLoanId)).statusCode).toBe(404);
    const res = await cancelRefinance(t, ana, renewal.newLoanId, 'changed my mind');
    expect(res.statusCode, res.body).toBe(200);
    expect(ZCancelRefinanceResponseSchema.parse(res.json())).toMatchObject({
      cancelled: true,
      oldLoanId: A1,
      newLoanId: renewal.newLoanId,
      amountPaidCents: 21_540,
      cardNumber: '1111',
      restoredPayoffCents: 125_000,
      messageKey: renewal.messageKey,
    });

    expect(await loanRow(t, A1)).toEqual(before);
    const [posting] = await t.database.db
      .select()
      .from(loanPayments)
      .where(eq(loanPayments.paymentId, renewal.paymentId));
    expect(posting?.reversedAt).toBeInstanceOf(Date);
    expect(await loanRow(t, renewal.newLoanId)).toMatchObject({
      status: LoanStatus.Deleted,
      payable: false,
    });
    expect((await accountsOf(ana, 'inl')).map((loan) => loan.loanId)).not.toContain(
      renewal.newLoanId,
    );
    expect(await autoPayOf(t, renewal.newLoanId)).toMatchObject({ enrolled: false });
    expect(await refinanceOf(t, renewal.paymentId)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'changed my mind',
      cancelledAt: expect.any(Date),
    });
    expect((await paymentByKey(t, renewal.messageKey)).refundedAt).toBeInstanceOf(Date);
    const record = await voidedRecord(t, renewal.paymentId);
    expect(record).toMatchObject({ reason: 'refinanceCancelled', voided: true });
    // the history of A1 no longer shows the reversed payment
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/accounthistory?loanId=${A1}`, headers: ana })
    ).json() as { entries: { type: string }[] };
    expect(
      history.entries.filter(
        (entry) =>
          entry.type === 'payment' &&
          'id' in entry &&
          (entry as { id: string }).id === posting?.confirmationNumber,
      ),
    ).toEqual([]);

    // a second cancel: refused, and nothing is voided again
    const again = await cancelRefinance(t, ana, renewal.newLoanId);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'refinance.cancel.alreadyCancelled' });
    // GET /payment still answers the confirmation, the renewal marked cancelled
    const after = await status(t, ana, renewal.messageKey);
    expect(after.confirmation?.renewal).toMatchObject({
      newLoanId: renewal.newLoanId,
      cancelled: true,
      newPrincipalBalanceCents: 103_460,
    });
  });

  it('answers 404 for a loan that is no renewal’s new loan', async () => {
    const { t, ana } = renewing;
    expect((await cancelRefinance(t, ana, A1)).statusCode).toBe(404);
  });
});
