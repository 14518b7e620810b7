/**
 * Decision 054 on the real app (e-sign sandbox, the steps gate, the money path): a renewal of A1, which P4 Devon
 * Park co-signs, is paid only once both P1 and P4 signed the disclosure of the same renewal (loan, amount, business
 * date). Before: a 409 naming Devon and nothing held or charged. P4 is asked once (the task on his AccountDetails,
 * one email); his copy shows his identity data and names Ana only; after he signs, the renewal opens a new loan
 * carrying him.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paymentPostingDate } from '@lender/domain';
import { outbox, payments } from '../../../db/schema';
import { customerIdOf, PERSONA_STORES, profileIdOf } from '../../../db/seed';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { createESign } from '../../../integrations/esign';
import { testConfig } from '../../../testing/build-test-app';
import { testLoanSystems } from '../../../testing/loan-systems';
import { readPdf } from '../../../testing/pdf-text';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { pay, savedCards, submit } from '../payments/payments-test-kit';
import { loanRow, renewBody } from '../refinance/refinance-test-kit';
import { cosignatureRefusal } from '../refinance-disclosure';
import {
  A1,
  HOUSTON,
  RENEWAL_CENTS,
  cosignerSigns,
  signDisclosure,
} from '../refinance-disclosure/refinance-test-kit';

let t: CardsTestApp;
let ana: Headers;
let devon: Headers;
let anaEnvelopeId: string;

const consent = (who: Headers) =>
  t.call(who, 'POST', '/refiallowedstatus', {
    loanId: A1,
    lmsId: '10001-001',
    timestamp: new Date().toISOString(),
    didConsent: true,
    state: 'TX',
    storeId: PERSONA_STORES.houstonInl,
    transactionType: 'refinance',
  });

const detailOf = async (who: Headers) =>
  (await t.call(who, 'GET', `/accountdetail?loanId=${A1}`)).json() as {
    renewalSignatureRequest?: { requestedBy: string; amountCents: number } | null;
  };

const requestsTo = async (to: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, to), eq(outbox.template, 'renewalSignatureRequest')));

const a1Payments = async () => t.database.db.select().from(payments).where(eq(payments.loanId, A1));

async function renew(amount = '215.40', disclosureEnvelopeId = anaEnvelopeId) {
  const visa = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
  return renewBody(A1, visa, amount, {}, { disclosureEnvelopeId, ...HOUSTON });
}

beforeAll(async () => {
  t = await cardsTestApp();
  [ana, devon] = await Promise.all([t.headers('P1'), t.headers('P4')]);
  expect((await consent(ana)).statusCode).toBe(200);
  anaEnvelopeId = (await signDisclosure(t, ana)).envelopeId;
});
afterAll(async () => t.close());

describe('a renewal of a co-signed loan waits for the co-signer’s own signature', () => {
  it('refuses P1’s payment before P4 signed: 409 naming Devon, no payment, nothing held or charged', async () => {
    const [paymentsBefore, chargesBefore] = [
      (await a1Payments()).length,
      await approvedChargeCount(t.database.db),
    ];
    const res = await submit(t, ana, await renew());
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'refinance.cosignerNotSigned',
      field: 'body.refinance.disclosureEnvelopeId',
    });
    expect(res.json().message).toContain('Devon Park has not signed this renewal yet');
    expect((await a1Payments()).length).toBe(paymentsBefore);
    expect(await approvedChargeCount(t.database.db)).toBe(chargesBefore);
  });

  it('says so in Spanish too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { ...ana, 'accept-language': 'es' },
      payload: await renew(),
    });
    expect(res.json().message).toContain('Devon Park aún no ha firmado esta renovación');
  });

  it('shows the task to P4 only, and P1’s signing page asks him once (one email)', async () => {
    expect((await detailOf(devon)).renewalSignatureRequest).toEqual({
      requestedBy: 'Ana Rivera',
      amountCents: RENEWAL_CENTS,
      businessDate: paymentPostingDate(new Date()),
    });
    expect((await detailOf(ana)).renewalSignatureRequest).toBeNull();
    for (let i = 0; i < 3; i += 1) {
      const polled = await t.call(ana, 'GET', `/loanSigning?envelopeId=${anaEnvelopeId}`);
      expect(polled.json().otherParty).toEqual({
        name: 'Devon Park',
        signed: false,
        canSignOnline: true,
      });
    }
    const sent = await requestsTo('dev.cosigner@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(
      'Ana Rivera asked to renew loan 10001-001, which you co-signed, with a payment of $215.40 today.',
    );
    expect(sent[0]!.body).toContain('Ana Rivera pidió renovar el préstamo 10001-001');
    expect(await requestsTo('ana.tlxe@example.com')).toHaveLength(0);
  });

  it('does not count P4’s signature of another amount, nor one of another day', async () => {
    await cosignerSigns(t, devon, 30_000);
    expect((await submit(t, ana, await renew())).json().errorCode).toBe(
      'refinance.cosignerNotSigned',
    );
    // the same amount signed by both today is not the next business day's renewal (found from now: 36 hours on is
    // still the same posting date from a Friday evening to a Sunday)
    const config = testConfig();
    const esign = createESign(t.database.db, config);
    const loan = (await testLoanSystems(t.database.db).findLoan(A1))!;
    const today = paymentPostingDate(new Date());
    let nextBusinessDay = new Date();
    while (paymentPostingDate(nextBusinessDay) === today)
      nextBusinessDay = new Date(nextBusinessDay.getTime() + 6 * 60 * 60 * 1000);
    expect(
      (
        await cosignatureRefusal(
          esign,
          { profileId: profileIdOf('P1') },
          {
            loan,
            amountCents: 30_000,
            now: nextBusinessDay,
          },
        )
      )?.errorCode,
    ).toBe('refinance.cosignerNotSigned');
    expect(
      await cosignatureRefusal(
        esign,
        { profileId: profileIdOf('P1') },
        {
          loan,
          amountCents: 30_000,
          now: new Date(),
        },
      ),
    ).toBeNull();
  });

  it('asks P1’s signature when P4 renews: the same rule the other way round', async () => {
    const esign = createESign(t.database.db, testConfig());
    const loan = (await testLoanSystems(t.database.db).findLoan(A1))!;
    const refusal = await cosignatureRefusal(
      esign,
      { profileId: profileIdOf('P4') },
      {
        loan,
        amountCents: 40_000,
        now: new Date(),
      },
    );
    expect([refusal?.statusCode, refusal?.errorCode, refusal?.message]).toEqual([
      409,
      'refinance.cosignerNotSigned',
      'Ana Rivera has not signed this renewal yet. Nothing is renewed or charged until Ana Rivera signs it today.',
    ]);
    // P1 signed $215.40 today: P4 renewing that amount needs nothing more of her
    expect(
      await cosignatureRefusal(
        esign,
        { profileId: profileIdOf('P4') },
        {
          loan,
          amountCents: RENEWAL_CENTS,
          now: new Date(),
        },
      ),
    ).toBeNull();
  });

  it('P4 signs his own copy (his identity data, Ana named only): the task goes, and P1’s renewal opens a new loan carrying him', async () => {
    const his = await cosignerSigns(t, devon);
    const pdf = await t.call(devon, 'GET', `/loanSigning/document?envelopeId=${his.envelopeId}`);
    const { lines } = await readPdf(pdf.rawPayload);
    const text = lines.join('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Name | Devon Park',
        'Social Security number | ***-**-0104',
        'Name | Ana Rivera',
        'Amount paid now | $215.40',
        'Signed by | Devon Park',
      ]),
    );
    expect(text).not.toContain('***-**-0101');
    expect(text).toMatch(/Annual percentage rate|APR/i);
    expect((await detailOf(devon)).renewalSignatureRequest).toBeNull();
    const polled = await t.call(ana, 'GET', `/loanSigning?envelopeId=${anaEnvelopeId}`);
    expect(polled.json().otherParty).toMatchObject({ name: 'Devon Park', signed: true });

    const { result } = await pay(t, ana, await renew());
    expect(result).toMatchObject({ pending: false, Error: null });
    const made = await loanRow(t, result.newLoanId!);
    expect(made).toMatchObject({
      customerId: customerIdOf('P1'),
      cosignerCustomerId: customerIdOf('P4'),
    });
    expect(await requestsTo('dev.cosigner@example.com')).toHaveLength(1);
  });
});
