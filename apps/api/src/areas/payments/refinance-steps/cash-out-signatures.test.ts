/**
 * Decisions 054 and 057 on the real app (e-sign sandbox, the steps gate, the money path): a renewal of A1 that pays
 * $200.00 cash back is paid only on signatures of that renewal — the disclosure each party signed names the cash out,
 * so P1's plain disclosure or P4's signature of the same payment without the cash out does not count. The
 * disclosure shows the cash out and finances it; P4's task names it; the limits are checked before the disclosure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoanSigningResponseSchema, type TPaymentCard } from '@lender/contract';
import { PERSONA_STORES } from '../../../db/seed';
import { readPdf } from '../../../testing/pdf-text';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import { pay, savedCards, submit } from '../payments/payments-test-kit';
import { loanRow, renewBody } from '../refinance/refinance-test-kit';
import { A1, HOUSTON, RENEWAL_CENTS, signOnPage } from '../refinance-disclosure/refinance-test-kit';

let t: CardsTestApp;
let ana: Headers;
let devon: Headers;
let debit: TPaymentCard;

const envelopeFor = async (who: Headers, cashOutCents?: number) => {
  const res = await t.call(who, 'POST', '/loanSigning', {
    loanId: A1,
    documentType: 'refinanceDisclosure',
    paymentAmountCents: RENEWAL_CENTS,
    ...(cashOutCents ? { cashOutCents } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZLoanSigningResponseSchema.parse(res.json());
};
const sign = async (who: 'ana' | 'devon', cashOutCents?: number) => {
  const envelope = await envelopeFor(who === 'ana' ? ana : devon, cashOutCents);
  const form =
    who === 'ana'
      ? undefined
      : { action: 'sign', initials: 'DP', name: 'Devon Park', consent: 'yes' };
  expect((await signOnPage(t, envelope.signingUrl, form)).statusCode).toBe(200);
  return envelope.envelopeId;
};
const withCashOut = (disclosureEnvelopeId: string) =>
  renewBody(
    A1,
    debit,
    '215.40',
    { disbursementAmount: '200.00', disburseCardIds: debit.cardIds, disbursementType: 16 },
    { disclosureEnvelopeId, ...HOUSTON },
  );

beforeAll(async () => {
  t = await cardsTestApp();
  [ana, devon] = await Promise.all([t.headers('P1'), t.headers('P4')]);
  const consent = await t.call(ana, 'POST', '/refiallowedstatus', {
    loanId: A1,
    lmsId: '10001-001',
    timestamp: new Date().toISOString(),
    didConsent: true,
    state: 'TX',
    storeId: PERSONA_STORES.houstonInl,
    transactionType: 'refinance',
  });
  expect(consent.statusCode).toBe(200);
  debit = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
});
afterAll(async () => t.close());

describe('a co-signed renewal with cash back', () => {
  it('checks the cash out before the disclosure is sent (400 naming body.cashOutCents)', async () => {
    const res = await t.call(ana, 'POST', '/loanSigning', {
      loanId: A1,
      documentType: 'refinanceDisclosure',
      paymentAmountCents: RENEWAL_CENTS,
      cashOutCents: 1_000_001,
    });
    expect([res.statusCode, res.json().errorCode, res.json().field]).toEqual([
      400,
      'cashOut.aboveMaximum',
      'body.cashOutCents',
    ]);
  });

  it('does not take P1’s plain disclosure for a renewal with cash out', async () => {
    const plain = await sign('ana');
    const res = await submit(t, ana, withCashOut(plain));
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'refinance.disclosureNotSigned']);
  });

  it('shows the cash out in P1’s disclosure and finances it; P4’s signature without it does not count', async () => {
    const hers = await envelopeFor(ana, 20_000);
    expect((await signOnPage(t, hers.signingUrl)).statusCode).toBe(200);
    const { lines } = await readPdf(
      (await t.call(ana, 'GET', `/loanSigning/document?envelopeId=${hers.envelopeId}`)).rawPayload,
    );
    // $1,250.00 − $215.40 = $1,034.60, plus $200.00 cash back
    expect(lines).toEqual(
      expect.arrayContaining([
        'Cash back to your debit card | $200.00',
        'New principal (amount financed) | $1,234.60',
      ]),
    );
    await sign('devon');
    const detail = (await t.call(devon, 'GET', `/accountdetail?loanId=${A1}`)).json();
    expect(detail.renewalSignatureRequest).toMatchObject({
      requestedBy: 'Ana Rivera',
      amountCents: RENEWAL_CENTS,
      cashOutCents: 20_000,
    });
    const refused = await submit(t, ana, withCashOut(hers.envelopeId));
    expect([refused.statusCode, refused.json().errorCode]).toEqual([
      409,
      'refinance.cosignerNotSigned',
    ]);

    await sign('devon', 20_000);
    const { result } = await pay(t, ana, withCashOut(hers.envelopeId));
    expect(result).toMatchObject({ pending: false, Error: null });
    expect((await loanRow(t, result.newLoanId!)).principalCents).toBe(123_460);
  });
});
