/**
 * What a renewal submit refuses (spec §4 Refinance eligibility; contract REFINANCE_ERROR_CODES): the amount's rules
 * (400 naming body.paymentAmount) and the loan's or payer's (409), the payment type, and a second renewal of a loan
 * while one is in flight (10 concurrent submits: one renewal). Nothing is charged on a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { TPaymentCard } from '@lender/contract';
import { formatCentsForServer } from '@lender/domain';
import {
  cards,
  customers,
  loanAutoPay,
  loanRiskInfo,
  loans,
  payments,
  refinances,
} from '../../../db/schema';
import { customerIdOf, loanIdOf, profileIdOf } from '../../../db/seed';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { type TestApp } from '../../../testing/build-test-app';
import { guestSignIn, signIn } from '../../../testing/sign-in';
import { addCard, savedCards, settle, submit, type Headers } from '../payments/payments-test-kit';
import { anaRenewing, renewBody } from './refinance-test-kit';

const A1 = loanIdOf('A1');
const L1 = loanIdOf('L1');
let t: TestApp;
let ana: Headers;
let visa: TPaymentCard;

beforeAll(async () => {
  ({ t, ana, visa } = await anaRenewing());
});
afterAll(async () => t.close());

/** A refusal: its status, its code (null: a plain validation error, no code) and the field it names. */
async function refused(
  headers: Headers,
  body: object,
  statusCode: number,
  errorCode: string | null,
  field?: string,
) {
  const res = await submit(t, headers, body);
  expect(res.statusCode, res.body).toBe(statusCode);
  expect(res.json()).toMatchObject({
    ...(errorCode ? { errorCode } : {}),
    ...(field ? { field } : {}),
  });
  return res.json() as { message: string };
}

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
    expect(await t.database.db.select().from(payments).where(eq(payments.loanId, A1))).toEqual([]);
    expect(await approvedChargeCount(t.database.db, visa.cardToken)).toBe(0);
  });
});

describe('renewals racing on one loan', () => {
  it('10 concurrent submits with different keys: one renewal, the others 409; the same key again answers its messageKey', async () => {
    const bodies = Array.from({ length: 10 }, () => renewBody(A1, visa, '215.40'));
    const answers = await Promise.all(bodies.map((body) => submit(t, ana, body)));
    const accepted = answers.filter((answer) => answer.statusCode === 202);
    expect(accepted).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 202)) {
      expect(answer.statusCode, answer.body).toBe(409);
      // in flight, or (when the first was already posted) A1 is closed
      expect(['refinance.inProgress', 'refinance.notPayable']).toContain(
        (answer.json() as { errorCode: string }).errorCode,
      );
    }
    const { messageKey } = accepted[0]!.json() as { messageKey: string };
    const first = bodies[answers.indexOf(accepted[0]!)]!;
    const repeat = await submit(t, ana, first);
    expect(repeat.statusCode, repeat.body).toBe(202);
    expect(repeat.json()).toEqual({ messageKey });
    const result = await settle(t, ana, messageKey);
    expect(result.newLoanId).toBeTruthy();
    expect(await submit(t, ana, first).then((res) => res.json())).toEqual({ messageKey });
    expect(
      await t.database.db.select().from(refinances).where(eq(refinances.oldLoanId, A1)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(loans).where(like(loans.originReference, 'refinance:%')),
    ).toHaveLength(1);
    expect(await approvedChargeCount(t.database.db, visa.cardToken)).toBe(1);
  });

  it('the loan the renewal opened is not renewed again the same day: 409 openedToday (decision 051)', async () => {
    const [used] = await t.database.db
      .select()
      .from(refinances)
      .where(eq(refinances.oldLoanId, A1));
    const [renewed] = await t.database.db
      .select()
      .from(loans)
      .where(eq(loans.id, used!.newLoanId!));
    const amount = formatCentsForServer(renewed!.productSwitchAmountDueCents);
    const refusal = await refused(
      ana,
      renewBody(renewed!.id, visa, amount),
      409,
      'refinance.openedToday',
    );
    expect(refusal.message).toBe(
      'This loan began today, so it cannot be renewed again until tomorrow.',
    );
    // the disclosure is refused by the same rule before any envelope is made
    const disclosure = await t.app.inject({
      method: 'POST',
      url: '/api/loanSigning',
      headers: ana,
      payload: {
        loanId: renewed!.id,
        documentType: 'refinanceDisclosure',
        paymentAmountCents: renewed!.productSwitchAmountDueCents,
      },
    });
    expect([disclosure.statusCode, disclosure.json().errorCode]).toEqual([
      409,
      'refinance.openedToday',
    ]);
    // the rest of these tests renew it as if it had been opened yesterday
    await t.database.db
      .update(loans)
      .set({ openedOn: '2026-01-01' })
      .where(eq(loans.id, renewed!.id));
  });

  it('a renewal with a disclosure that already paid for one is refused (409)', async () => {
    const [used] = await t.database.db
      .select()
      .from(refinances)
      .where(eq(refinances.oldLoanId, A1));
    const [renewed] = await t.database.db
      .select()
      .from(loans)
      .where(eq(loans.id, used!.newLoanId!));
    // the new loan's least renewal payment: its finance charge (product-switch amount due)
    const amount = formatCentsForServer(renewed!.productSwitchAmountDueCents);
    await refused(
      ana,
      renewBody(
        renewed!.id,
        visa,
        amount,
        {},
        { disclosureEnvelopeId: used!.disclosureEnvelopeId },
      ),
      409,
      'refinance.disclosureNotSigned',
    );
  });

  it('a renewal naming another card of hers for auto-pay enrols the new loan with it; a card not hers is refused (404)', async () => {
    const [first] = await t.database.db
      .select()
      .from(refinances)
      .where(eq(refinances.oldLoanId, A1));
    const [renewed] = await t.database.db
      .select()
      .from(loans)
      .where(eq(loans.id, first!.newLoanId!));
    const amount = formatCentsForServer(renewed!.productSwitchAmountDueCents);
    const mastercard = (await savedCards(t, ana)).find((card) => card.cardNumber === '4444')!;
    const ben = (await signIn(t.app, 'ben.multi@example.com')).headers;
    const bens = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    expect(
      (
        await submit(
          t,
          ana,
          renewBody(
            renewed!.id,
            visa,
            amount,
            {},
            { autoPayCardToken: bens.cardToken, autoPayCardIds: bens.cardIds },
          ),
        )
      ).statusCode,
    ).toBe(404);
    const res = await submit(
      t,
      ana,
      renewBody(
        renewed!.id,
        visa,
        amount,
        {},
        { autoPayCardToken: mastercard.cardToken, autoPayCardIds: mastercard.cardIds },
      ),
    );
    expect(res.statusCode, res.body).toBe(202);
    const result = await settle(t, ana, (res.json() as { messageKey: string }).messageKey);
    expect(result.confirmation?.renewal).toMatchObject({ autoPayEnrolled: true });
    const [enrolment] = await t.database.db
      .select()
      .from(loanAutoPay)
      .where(eq(loanAutoPay.loanId, result.newLoanId!));
    const [card] = await t.database.db
      .select({ last4: cards.last4 })
      .from(cards)
      .where(eq(cards.id, enrolment!.cardId));
    expect(card).toEqual({ last4: '4444' });
  });
});
