/**
 * Renewals racing on one loan (10 concurrent submits: one renewal, charged once), then what the loan it opened
 * refuses (renewed again the same day, a disclosure already used) and the auto-pay card a renewal of it names.
 */
import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { formatCentsForServer } from '@lender/domain';
import { cards, loanAutoPay, loans, refinances } from '../../../db/schema';
import { profileIdOf } from '../../../db/seed';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import type { TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { addCard, savedCards, settle, submit } from '../payments/payments-test-kit';
import { renewBody } from './refinance-test-kit';
import { A1, useRefinanceApp } from './refinance-refusals-test-kit';

const renewing = useRefinanceApp();
const { refused } = renewing;

/** A1's renewal (the one the race let through) and the loan it opened. */
async function renewalOfA1(t: TestApp) {
  const [refinance] = await t.database.db
    .select()
    .from(refinances)
    .where(eq(refinances.oldLoanId, A1));
  const [renewed] = await t.database.db
    .select()
    .from(loans)
    .where(eq(loans.id, refinance!.newLoanId!));
  return { refinance: refinance!, renewed: renewed! };
}

describe('renewals racing on one loan', () => {
  it('10 concurrent submits with different keys: one renewal, the others 409; the same key again answers its messageKey', async () => {
    const { t, ana, visa } = renewing;
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
    const { t, ana, visa } = renewing;
    const { renewed } = await renewalOfA1(t);
    const amount = formatCentsForServer(renewed.productSwitchAmountDueCents);
    const refusal = await refused(
      ana,
      renewBody(renewed.id, visa, amount),
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
        loanId: renewed.id,
        documentType: 'refinanceDisclosure',
        paymentAmountCents: renewed.productSwitchAmountDueCents,
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
      .where(eq(loans.id, renewed.id));
  });

  it('a renewal with a disclosure that already paid for one is refused (409)', async () => {
    const { t, ana, visa } = renewing;
    const { refinance: used, renewed } = await renewalOfA1(t);
    // the new loan's least renewal payment: its finance charge (product-switch amount due)
    const amount = formatCentsForServer(renewed.productSwitchAmountDueCents);
    await refused(
      ana,
      renewBody(renewed.id, visa, amount, {}, { disclosureEnvelopeId: used.disclosureEnvelopeId }),
      409,
      'refinance.disclosureNotSigned',
    );
  });

  it('a renewal naming another card of hers for auto-pay enrols the new loan with it; a card not hers is refused (404)', async () => {
    const { t, ana, visa } = renewing;
    const { renewed } = await renewalOfA1(t);
    const amount = formatCentsForServer(renewed.productSwitchAmountDueCents);
    const mastercard = (await savedCards(t, ana)).find((card) => card.cardNumber === '4444')!;
    const ben = (await signIn(t.app, 'ben.multi@example.com')).headers;
    const bens = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    expect(
      (
        await submit(
          t,
          ana,
          renewBody(
            renewed.id,
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
        renewed.id,
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
