/** Issue 12: an expired settlement offer shows expired and cannot be signed; a failed settlement payment may be retried twice (spec §9). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZOffersResponseSchema } from '@lender/contract';
import { loans, offers } from '../../../db/schema';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { setSettings as setSettingsOf, submit } from '../../payments/test-kit';
import {
  erinCard,
  pay,
  S1,
  settlementBody,
  settlementStatus,
  signAgreement,
} from './settlement-test-kit';
import { payoffToday } from '../../../testing/loan-payoff';

let t: CardsTestApp;
let erin: Headers;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await cardsTestApp();
  erin = await t.headers('P5');
});
afterAll(async () => t.close());

const setSettings = (overrides: Record<string, unknown>) => setSettingsOf(t, overrides);
const setDocExp = (at: Date) =>
  t.database.db.update(offers).set({ docExp: at }).where(eq(offers.targetLoanId, S1));

describe('an expired settlement offer (docExp before now)', () => {
  it('shows expired and cannot be signed: 409 naming the offer’s expiry, in the reader’s language', async () => {
    const docExp = new Date(Date.now() - DAY);
    await setDocExp(docExp);
    const { offers: list } = ZOffersResponseSchema.parse(
      (await t.call(erin, 'GET', '/offers')).json(),
    );
    expect(list[0]).toMatchObject({ expired: true, settlementStep: 'expired' });
    expect(await settlementStatus(t, erin)).toMatchObject({ status: 'expired', docSigned: false });
    const res = await t.call(erin, 'POST', '/loanSigning', { loanId: S1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'settlement.offerExpired',
      field: 'body.loanId',
      message: expect.stringContaining(docExp.toISOString().slice(0, 10)),
    });
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/loanSigning',
      headers: { ...erin, 'accept-language': 'es' },
      payload: { loanId: S1 },
    });
    expect(es.json().message).toContain('Esta oferta de liquidación venció');
  });
});

describe('a failed settlement payment', () => {
  it('may be tried again twice; after the third failure the next is refused, and the loan stays ChargedOff', async () => {
    await setDocExp(new Date(Date.now() + 14 * DAY));
    // the settlement's own tries are counted here: the same declined card is tried again at once (decision 058)
    await setSettings({ restrictManualRetry: false });
    await signAgreement(t, erin);
    const declined = await erinCard(t, erin, '4000000000000002');
    for (const retriesLeft of [2, 1, 0]) {
      const { result } = await pay(t, erin, settlementBody(declined));
      expect(result.Error).toBe('Card declined');
      expect((await settlementStatus(t, erin)).retriesLeft).toBe(retriesLeft);
    }
    const refused = await submit(t, erin, settlementBody(declined));
    expect([refused.statusCode, refused.json().errorCode, refused.json().message]).toEqual([
      409,
      'settlement.retriesExhausted',
      expect.stringContaining('2 retries'),
    ]);
    const [loan] = await t.database.db.select().from(loans).where(eq(loans.id, S1));
    expect({ ...loan, payoffCents: payoffToday(loan!) }).toMatchObject({
      status: 6,
      payoffCents: 180_000,
    });
  });

  it('takes the server’s settlementPaymentRetryLimit: with 4, two more tries after three failures', async () => {
    await setSettings({ restrictManualRetry: false, settlementPaymentRetryLimit: 4 });
    expect((await settlementStatus(t, erin)).retriesLeft).toBe(2);
    const declined = await erinCard(t, erin, '4000000000000002');
    const { result } = await pay(t, erin, settlementBody(declined));
    expect(result.Error).toBe('Card declined');
    expect((await settlementStatus(t, erin)).retriesLeft).toBe(1);
  });
});
