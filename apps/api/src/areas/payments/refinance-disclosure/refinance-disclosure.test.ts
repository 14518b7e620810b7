/**
 * Issue 13: P1 signs the refinance disclosure of renewing A1 at $215.40 through the e-sign sandbox — the same
 * envelope while the loan, amount and business date are the same, a new one for another amount; an amount the
 * refinance rules refuse is refused with its code; the signed PDF shows the new loan of renewalTerms and is one of
 * A1's documents. P2 reaches none of it. POST /disclosureacknowledgement records both parties of A1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentPostingDate, renewalTerms } from '@lender/domain';
import { disclosureAcknowledgements } from '../../../db/schema';
import { profileIdOf } from '../../../db/seed';
import { formatMoney } from '../../../i18n';
import { readPdf } from '../../../testing/pdf-text';
import { cardsTestApp, type CardsTestApp, type Headers } from '../../cards/test-kit';
import {
  A1,
  disclosureEnvelope,
  RENEWAL_CENTS,
  signOnPage,
  startDisclosure,
} from './refinance-test-kit';

let t: CardsTestApp;
let ana: Headers;
let ben: Headers;

beforeAll(async () => {
  t = await cardsTestApp();
  [ana, ben] = await Promise.all([t.headers('P1'), t.headers('P2')]);
});
afterAll(async () => t.close());

const refusal = (res: {
  statusCode: number;
  json(): { errorCode?: string; field?: string; message: string };
}) => [res.statusCode, res.json().errorCode, res.json().field];

describe('POST /loanSigning refinanceDisclosure', () => {
  it('needs the amount, and takes it for this document only', async () => {
    expect(refusal(await startDisclosure(t, ana, undefined))).toEqual([
      400,
      undefined,
      'body.paymentAmountCents',
    ]);
    const settlement = await t.call(ana, 'POST', '/loanSigning', {
      loanId: A1,
      documentType: 'settlementAgreement',
      paymentAmountCents: RENEWAL_CENTS,
    });
    expect([settlement.statusCode, settlement.json().field]).toEqual([
      400,
      'body.paymentAmountCents',
    ]);
  });

  it('refuses an amount the refinance rules refuse, with their code and the amount field', async () => {
    const low = await startDisclosure(t, ana, 10_000);
    expect(refusal(low)).toEqual([400, 'refinance.belowMinimum', 'body.paymentAmountCents']);
    expect(low.json().message).toContain('$215.40');
    expect(refusal(await startDisclosure(t, ana, 125_000))).toEqual([
      400,
      'refinance.equalsPayoff',
      'body.paymentAmountCents',
    ]);
    const high = await startDisclosure(t, ana, 100_000);
    expect([...refusal(high), high.json().message]).toEqual([
      400,
      'refinance.aboveMaximum',
      'body.paymentAmountCents',
      'To renew, pay at most $950.00.',
    ]);
  });

  it('is another customer’s loan to P2: 404, and so are P1’s envelopes', async () => {
    expect((await startDisclosure(t, ben, RENEWAL_CENTS)).statusCode).toBe(404);
    const envelope = await disclosureEnvelope(t, ana);
    expect(
      (await t.call(ben, 'GET', `/loanSigning?envelopeId=${envelope.envelopeId}`)).statusCode,
    ).toBe(404);
    expect(
      (await t.call(ben, 'GET', `/loanSigning/document?envelopeId=${envelope.envelopeId}`))
        .statusCode,
    ).toBe(404);
  });

  it('is signed on the sandbox page: resumed for the same amount, a new envelope for another, the signed PDF with the new loan', async () => {
    const first = await disclosureEnvelope(t, ana);
    expect(first).toMatchObject({
      loanId: A1,
      status: 'sent',
      signed: false,
      signingUrl: `/esign/sign/${first.envelopeId}`,
    });
    expect((await disclosureEnvelope(t, ana)).envelopeId).toBe(first.envelopeId);
    const other = await disclosureEnvelope(t, ana, 30_000);
    expect(other.envelopeId).not.toBe(first.envelopeId);

    expect((await signOnPage(t, first.signingUrl)).body).toContain('Document signed');
    const polled = await t.call(ana, 'GET', `/loanSigning?envelopeId=${first.envelopeId}`);
    expect(polled.json()).toMatchObject({
      envelopeId: first.envelopeId,
      status: 'signing_complete',
      signed: true,
    });
    // the same amount again answers the signed envelope
    expect(await disclosureEnvelope(t, ana)).toMatchObject({
      envelopeId: first.envelopeId,
      signed: true,
    });

    const pdf = await t.call(ana, 'GET', `/loanSigning/document?envelopeId=${first.envelopeId}`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const { lines } = await readPdf(pdf.rawPayload);
    const terms = renewalTerms(125_000, RENEWAL_CENTS, paymentPostingDate(new Date()));
    const money = (cents: number) => formatMoney(cents, 'en');
    const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    expect(lines).toEqual(
      expect.arrayContaining([
        'Refinance disclosure',
        'Name | Ana Rivera',
        'Social Security number | ***-**-0101',
        'Name | Devon Park',
        'Loan number | 10001-001',
        'Payoff today | $1,250.00',
        'Amount paid now | $215.40',
        `New principal (amount financed) | ${money(terms.newPrincipalCents)}`,
        `Finance charge | ${money(terms.financeChargeCents)}`,
        `Total of payments | ${money(terms.newPayoffCents)}`,
        `Due date | ${usDate(terms.newDueDate)}`,
        'Online loan payment authorization (OLPA)',
        'Signed by | Ana Rivera',
      ]),
    );
    expect(terms.newPrincipalCents).toBe(103_460);
    expect(lines.join('\n')).not.toMatch(/123-45-010/);
    // P4's identity data is his: Ana's document names him and nothing more (decision 052)
    const devon = lines.indexOf('Name | Devon Park');
    expect(lines.slice(devon + 1, devon + 3).join('\n')).not.toMatch(
      /Date of birth|Social Security|Phone|Home address/,
    );
    expect(lines.join('\n')).not.toContain('***-**-0104');

    // one of A1's documents, as signed
    const listed = await t.call(
      ana,
      'GET',
      `/lmsAccountDocuments?loanId=${A1}&lmsId=10001-001&kind=signedAgreement`,
    );
    expect(listed.json().documents).toEqual([
      expect.objectContaining({
        documentId: `esign-${first.envelopeId}`,
        name: 'Signed refinance disclosure',
      }),
    ]);
  });

  it('is written in Spanish for a Spanish reader', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loanSigning',
      headers: { ...ana, 'accept-language': 'es' },
      payload: { loanId: A1, documentType: 'refinanceDisclosure', paymentAmountCents: 40_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const document = await t.app.inject({
      method: 'GET',
      url: `${res.json().signingUrl}/document.pdf`,
    });
    const { lines, info } = await readPdf(document.rawPayload);
    expect(info.language).toBe('es-US');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Divulgación de refinanciamiento',
        'Monto pagado ahora | $400.00',
        'Autorización de pago de préstamo en línea (OLPA)',
        'Número de Seguro Social | ***-**-0101',
      ]),
    );
    const low = await t.app.inject({
      method: 'POST',
      url: '/api/loanSigning',
      headers: { ...ana, 'accept-language': 'es' },
      payload: { loanId: A1, documentType: 'refinanceDisclosure', paymentAmountCents: 100 },
    });
    expect(low.json().message).toBe('Para renovar, pague al menos $215.40.');
  });
});

describe('POST /disclosureacknowledgement', () => {
  const today = new Date().toISOString().slice(0, 10);
  const borrower = { customerId: '', name: 'Ana Rivera', initials: 'AR', date: today };
  const coborrower = { customerId: '', name: 'Devon Park', initials: 'DP', date: today };

  async function partyIds() {
    const res = await t.call(ana, 'GET', '/accounts?brandName=inl');
    const loan = (res.json().loans as { loanId: string; cosignerId: string | null }[]).find(
      (l) => l.loanId === A1,
    )!;
    const attrs = await t.call(ana, 'GET', '/userAttributes');
    const ids = JSON.parse(attrs.json().lms_customer_ids as string) as string[];
    return { borrowerId: ids[1] ?? ids[0]!, cosignerId: loan.cosignerId! };
  }

  it('records the borrower and the co-borrower of A1, checked against the loan', async () => {
    const { borrowerId, cosignerId } = await partyIds();
    const body = {
      loanId: A1,
      borrower: { ...borrower, customerId: borrowerId },
      coborrower: { ...coborrower, customerId: cosignerId, profileId: profileIdOf('P4') },
    };
    const res = await t.call(ana, 'POST', '/disclosureacknowledgement', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ recorded: true, loanId: A1 });
    const [row] = await t.database.db
      .select()
      .from(disclosureAcknowledgements)
      .where(eq(disclosureAcknowledgements.id, res.json().acknowledgementId));
    expect(row).toMatchObject({
      loanId: A1,
      profileId: profileIdOf('P1'),
      borrowerCustomerId: borrowerId,
      borrowerName: 'Ana Rivera',
      borrowerInitials: 'AR',
      borrowerDate: today,
      borrowerProfileId: profileIdOf('P1'),
      coborrowerCustomerId: cosignerId,
      coborrowerName: 'Devon Park',
      coborrowerInitials: 'DP',
      coborrowerProfileId: profileIdOf('P4'),
    });

    const missing = await t.call(ana, 'POST', '/disclosureacknowledgement', {
      ...body,
      coborrower: null,
    });
    expect([missing.statusCode, missing.json().field]).toEqual([400, 'body.coborrower']);
    const stranger = await t.call(ana, 'POST', '/disclosureacknowledgement', {
      ...body,
      borrower: { ...body.borrower, customerId: 'T999999' },
    });
    expect([stranger.statusCode, stranger.json().field]).toEqual([400, 'body.borrower.customerId']);
    const misnamed = await t.call(ana, 'POST', '/disclosureacknowledgement', {
      ...body,
      coborrower: { ...body.coborrower, name: 'Erin Walsh' },
    });
    expect([misnamed.statusCode, misnamed.json().field]).toEqual([400, 'body.coborrower.name']);
    expect((await t.call(ben, 'POST', '/disclosureacknowledgement', body)).statusCode).toBe(404);
  });
});
