/**
 * What a renewal submit refuses (spec §4 Refinance eligibility; contract REFINANCE_ERROR_CODES): the amount's rules
 * (400 naming body.paymentAmount), the payment type, the loan's or payer's (409). Nothing is charged on a refusal.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, loanRiskInfo, loans, payments } from '../../../db/schema';
import { customerIdOf, loanIdOf, profileIdOf } from '../../../db/seed';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { guestSignIn, signIn } from '../../../testing/sign-in';
import { addCard, savedCards } from '../payments/payments-test-kit';
import { renewBody } from './refinance-test-kit';
import { A1, useRefinanceApp } from './refinance-refusals-test-kit';

const L1 = loanIdOf('L1');
const renewing = useRefinanceApp();
const { refused } = renewing;

/** Runs `body` with a loan or customer column changed, then puts it back. */
async function withChange(
  change: () => Promise<unknown>,
  undo: () => Promise<unknown>,
  body: () => Promise<void>,
) {
  await change();
  try {
    await body();
  } finally {
    await undo();
  }
}

describe('a renewal submit refused', () => {
  it('by the amount rules (TLXe A1: payoff $1,250.00, minimum due $215.40, minimum loan amount $300.00): 400 on body.paymentAmount', async () => {
    const { t, ana, visa } = renewing;
    await refused(
      ana,
      renewBody(A1, visa, '1,250.00'),
      400,
      'refinance.equalsPayoff',
      'body.paymentAmount',
    );
    const below = await refused(
      ana,
      renewBody(A1, visa, '100.00', { paymentAmountType: 'other' }),
      400,
      'refinance.belowMinimum',
      'body.paymentAmount',
    );
    expect(below.message).toContain('$215.40');
    const above = await refused(
      ana,
      renewBody(A1, visa, '950.01'),
      400,
      'refinance.aboveMaximum',
      'body.paymentAmount',
    );
    expect(above.message).toContain('$950.00');
    // in Spanish too
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { ...ana, 'accept-language': 'es' },
      payload: renewBody(A1, visa, '100.00', { paymentAmountType: 'other' }),
    });
    expect(res.json()).toMatchObject({
      errorCode: 'refinance.belowMinimum',
      message: 'Para renovar, pague al menos $215.40.',
    });
  });

  it('without payment type 3, or with a payoff or partial flag: 400', async () => {
    const { ana, visa } = renewing;
    await refused(
      ana,
      renewBody(A1, visa, '215.40', { paymentType: 2 }),
      400,
      null,
      'body.paymentType',
    );
    const plain = { ...renewBody(A1, visa, '215.40'), isRefi: false, refinance: undefined };
    await refused(ana, plain, 400, null, 'body.paymentType');
    await refused(
      ana,
      renewBody(A1, visa, '215.40', { isPartial: true }),
      400,
      null,
      'body.isPartial',
    );
  });

  it('a disbursement card without an amount to pay out: 400 naming body.disbursementAmount (never silently dropped; decision 057)', async () => {
    const { ana, visa } = renewing;
    await refused(
      ana,
      renewBody(A1, visa, '215.40', {
        disbursementAmount: '0.00',
        disbursementType: 16,
        disburseCardIds: visa.cardIds,
      }),
      400,
      null,
      'body.disbursementAmount',
    );
  });

  it('when the loan system denied refinancing the loan (risk info refinanceDenied, acknowledged or not): 409 preventRefi', async () => {
    const { t, ana, visa } = renewing;
    const db = t.database.db;
    await withChange(
      () => db.insert(loanRiskInfo).values({ loanId: A1, refinanceDeniedAt: new Date() }),
      () => db.delete(loanRiskInfo).where(eq(loanRiskInfo.loanId, A1)),
      async () => {
        await refused(ana, renewBody(A1, visa, '215.40'), 409, 'refinance.preventRefi');
      },
    );
  });

  it('when the co-signer has no SSN on file and allowNoSsnRefi is off: 409 noSsn', async () => {
    const { t, ana, visa } = renewing;
    const db = t.database.db;
    const [cosigner] = await db
      .select({ ssnLast4: customers.ssnLast4 })
      .from(customers)
      .where(eq(customers.id, customerIdOf('P4')));
    await withChange(
      () =>
        db
          .update(customers)
          .set({ ssnLast4: null })
          .where(eq(customers.id, customerIdOf('P4'))),
      () =>
        db
          .update(customers)
          .set({ ssnLast4: cosigner!.ssnLast4 })
          .where(eq(customers.id, customerIdOf('P4'))),
      async () => {
        await refused(ana, renewBody(A1, visa, '215.40'), 409, 'refinance.noSsn');
      },
    );
  });

  it('when the loan is neither refinance- nor disbursement-eligible: 409 notEligible', async () => {
    const { t, ana, visa } = renewing;
    const db = t.database.db;
    await withChange(
      () =>
        db
          .update(loans)
          .set({ refinanceEligible: false, isDisbursementAvailable: false })
          .where(eq(loans.id, A1)),
      () =>
        db
          .update(loans)
          .set({ refinanceEligible: true, isDisbursementAvailable: true })
          .where(eq(loans.id, A1)),
      async () => {
        await refused(ana, renewBody(A1, visa, '215.40'), 409, 'refinance.notEligible');
      },
    );
  });

  it('on a line of credit (P3 L1), whoever asks: 409 lineOfCredit (decision 051)', async () => {
    const { t } = renewing;
    const carla = (await signIn(t.app, 'carla.nls@example.com')).headers;
    const card = (await savedCards(t, carla)).find((saved) => saved.cardNumber === '1111')!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { ...carla, 'accept-language': 'es' },
      payload: renewBody(L1, card, '10.00'),
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'refinance.lineOfCredit',
      message:
        'Una línea de crédito no se renueva: vuelva a disponer de ella a medida que la paga.',
    });
  });

  it('from a guest payer when the loan system has no guest refinance (NLS L1 as an instalment loan): 409 guestRefinanceOff', async () => {
    const { t } = renewing;
    const guest = (await guestSignIn(t.app, profileIdOf('P3'), L1)).headers;
    const card = await addCard(t, guest, profileIdOf('P3'), '4111111111111111');
    const db = t.database.db;
    await withChange(
      () => db.update(loans).set({ productType: 'instalment' }).where(eq(loans.id, L1)),
      () => db.update(loans).set({ productType: 'lineOfCredit' }).where(eq(loans.id, L1)),
      async () => {
        await refused(
          guest,
          renewBody(L1, card, '10.00', { guestPayment: true }),
          409,
          'refinance.guestRefinanceOff',
        );
      },
    );
  });

  it('leaves no payment and charges nothing for any of these', async () => {
    const { t, visa } = renewing;
    expect(await t.database.db.select().from(payments).where(eq(payments.loanId, A1))).toEqual([]);
    expect(await approvedChargeCount(t.database.db, visa.cardToken)).toBe(0);
  });
});
