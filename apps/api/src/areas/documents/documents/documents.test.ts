import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZDocumentsResponseSchema,
  ZLmsAccountDocumentsResponseSchema,
  ZLmsAccountDocumentViewHistoryResponseSchema,
} from '@lender/contract';
import { loanIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { readPdf } from '../../../testing/pdf-text';
import { signIn } from '../../../testing/sign-in';

let t: TestApp;
let ana: { authorization: string };
let devon: { authorization: string };
let erin: { authorization: string };
const A1 = loanIdOf('A1');
const S1 = loanIdOf('S1');

beforeAll(async () => {
  t = await buildTestApp();
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  devon = (await signIn(t.app, 'dev.cosigner@example.com')).headers;
  erin = (await signIn(t.app, 'erin.settle@example.com')).headers;
});
afterAll(async () => t.close());

const get = (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /documents', () => {
  it('lists the caller’s documents across their loans: agreement, disclosures and monthly statements', async () => {
    const res = await get('/api/documents', ana);
    expect(res.statusCode).toBe(200);
    const { documents } = ZDocumentsResponseSchema.parse(res.json());
    const a1 = documents.filter((d) => d.loanId === A1);
    expect(a1.map((d) => d.kind)).toEqual(
      expect.arrayContaining(['loanAgreement', 'disclosure', 'monthlyStatement']),
    );
    expect(a1.find((d) => d.documentId === 'loan-agreement')).toMatchObject({
      lmsId: '10001-001',
      brandName: 'inl',
      viewed: false,
    });
    expect(documents.every((d) => d.loanId === A1)).toBe(true);
  });
  it('filters by kind, and never shows another borrower’s loans', async () => {
    const statements = ZDocumentsResponseSchema.parse(
      (await get('/api/documents?kind=monthlyStatement', ana)).json(),
    ).documents;
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((d) => d.kind === 'monthlyStatement')).toBe(true);
    const erins = ZDocumentsResponseSchema.parse(
      (await get('/api/documents', erin)).json(),
    ).documents;
    expect(erins.some((d) => d.loanId === S1)).toBe(true);
    expect(erins.some((d) => d.loanId === A1)).toBe(false);
  });
  it('needs a signed-in user and refuses unknown query fields', async () => {
    expect((await get('/api/documents')).statusCode).toBe(401);
    const res = await get('/api/documents?sort=asc', ana);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('sort');
  });
});

describe('GET /lmsAccountDocuments', () => {
  it('gives the loan’s documents to its borrower and its co-signer', async () => {
    for (const headers of [ana, devon]) {
      const res = await get(`/api/lmsAccountDocuments?loanId=${A1}&lmsId=10001-001`, headers);
      expect(res.statusCode).toBe(200);
      const body = ZLmsAccountDocumentsResponseSchema.parse(res.json());
      expect(body.documents[0]!.kind).toBe('monthlyStatement');
      expect(body.documents.at(-1)!.documentId).toBe('disclosure-privacy-notice');
    }
  });
  it('answers 404 for another persona’s loan or a wrong lmsId', async () => {
    expect(
      (await get(`/api/lmsAccountDocuments?loanId=${A1}&lmsId=10001-001`, erin)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/lmsAccountDocuments?loanId=${A1}&lmsId=10005-001`, ana)).statusCode,
    ).toBe(404);
  });
});

describe('GET /loanDocuments', () => {
  it('returns each monthly statement as a valid PDF generated from the ledger', async () => {
    const { documents } = ZLmsAccountDocumentsResponseSchema.parse(
      (
        await get(
          `/api/lmsAccountDocuments?loanId=${A1}&lmsId=10001-001&kind=monthlyStatement`,
          ana,
        )
      ).json(),
    );
    for (const doc of documents) {
      const res = await get(`/api/loanDocuments?loanId=${A1}&documentId=${doc.documentId}`, ana);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="10001-001-${doc.documentId}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await readPdf(res.rawPayload);
      expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
      expect(pdf.info).toMatchObject({ author: 'Oak Loans', language: 'en-US' });
      expect(pdf.lines).toContain('Loan number | 10001-001');
      expect(pdf.lines.map((line) => line.split(' | ')[0])).toEqual(
        expect.arrayContaining(['Closing balance', 'Due date', 'Minimum amount due']),
      );
    }
    const latest = await readPdf(
      (await get(`/api/loanDocuments?loanId=${A1}&documentId=${documents[0]!.documentId}`, ana))
        .rawPayload,
    );
    expect(latest.lines).toEqual(
      expect.arrayContaining([
        'Closing balance | $1,250.00',
        'Minimum amount due | $215.40',
        'Borrower | Ana Rivera',
      ]),
    );
  });
  it('names the documents and renders a statement in the request’s language; the agreement stays English (issue 17)', async () => {
    const es = { ...ana, 'accept-language': 'es-US,es;q=0.9' };
    const { documents } = ZDocumentsResponseSchema.parse((await get('/api/documents', es)).json());
    const statement = documents.find((d) => d.kind === 'monthlyStatement')!;
    expect(statement.name).toMatch(/^Estado de cuenta de [a-z]+ de \d{4}$/);
    expect(documents.find((d) => d.kind === 'loanAgreement')!.name).toBe('Contrato de préstamo');
    const english = ZDocumentsResponseSchema.parse(
      (await get('/api/documents', ana)).json(),
    ).documents;
    expect(english.find((d) => d.documentId === statement.documentId)!.name).toMatch(
      /^Statement for [A-Z][a-z]+ \d{4}$/,
    );
    const pdf = await readPdf(
      (await get(`/api/loanDocuments?loanId=${A1}&documentId=${statement.documentId}`, es))
        .rawPayload,
    );
    expect(pdf.info).toMatchObject({ language: 'es-US' });
    expect(pdf.info.title).toMatch(/^Estado de cuenta mensual – [a-z]+ de \d{4}$/);
    expect(pdf.lines).toEqual(
      expect.arrayContaining(['Saldo final | $1,250.00', 'Prestatario | Ana Rivera']),
    );
    const agreement = await readPdf(
      (await get(`/api/loanDocuments?loanId=${A1}&documentId=loan-agreement`, es)).rawPayload,
    );
    expect(agreement.info).toMatchObject({ title: 'Loan agreement', language: 'en-US' });
  });
  it('renders the loan agreement and disclosures, and offers a download', async () => {
    const res = await get(
      `/api/loanDocuments?loanId=${A1}&documentId=loan-agreement&download=true`,
      devon,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    const agreement = await readPdf(res.rawPayload);
    expect(agreement.info.title).toBe('Loan agreement');
    expect(agreement.lines).toEqual(
      expect.arrayContaining(['Loan agreement', 'Co-signer | Devon Park']),
    );
    const til = await readPdf(
      (await get(`/api/loanDocuments?loanId=${A1}&documentId=disclosure-truth-in-lending`, ana))
        .rawPayload,
    );
    expect(til.lines.some((line) => line.startsWith('Finance charge | $'))).toBe(true);
  });
  it('refuses another persona, an unknown document and a malformed id', async () => {
    expect(
      (await get(`/api/loanDocuments?loanId=${A1}&documentId=loan-agreement`, erin)).statusCode,
    ).toBe(404);
    const missing = await get(`/api/loanDocuments?loanId=${A1}&documentId=statement-1999-01`, ana);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Document not found');
    expect(
      (await get(`/api/loanDocuments?loanId=${A1}&documentId=../../etc/passwd`, ana)).statusCode,
    ).toBe(400);
    expect(
      (await get(`/api/loanDocuments?loanId=${A1}&documentId=loan-agreement`)).statusCode,
    ).toBe(401);
  });
});

describe('POST /lmsAccountDocumentViewHistory', () => {
  const view = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/lmsAccountDocumentViewHistory', headers, payload });

  it('records each view and marks the document viewed for that caller only', async () => {
    const first = ZLmsAccountDocumentViewHistoryResponseSchema.parse(
      (await view(ana, { loanId: A1, documentId: 'loan-agreement', lmsId: '10001-001' })).json(),
    );
    const second = ZLmsAccountDocumentViewHistoryResponseSchema.parse(
      (await view(ana, { loanId: A1, documentId: 'loan-agreement' })).json(),
    );
    expect([first.viewCount, second.viewCount]).toEqual([1, 2]);
    const mine = ZLmsAccountDocumentsResponseSchema.parse(
      (await get(`/api/lmsAccountDocuments?loanId=${A1}&lmsId=10001-001`, ana)).json(),
    );
    expect(mine.documents.find((d) => d.documentId === 'loan-agreement')).toMatchObject({
      viewed: true,
      lastViewedAt: second.viewedAt,
    });
    const devons = ZLmsAccountDocumentsResponseSchema.parse(
      (await get(`/api/lmsAccountDocuments?loanId=${A1}&lmsId=10001-001`, devon)).json(),
    );
    expect(devons.documents.find((d) => d.documentId === 'loan-agreement')!.viewed).toBe(false);
  });
  it('refuses another persona’s loan, an unknown document and unknown fields', async () => {
    expect((await view(erin, { loanId: A1, documentId: 'loan-agreement' })).statusCode).toBe(404);
    expect((await view(ana, { loanId: A1, documentId: 'statement-1999-01' })).statusCode).toBe(404);
    const extra = await view(ana, { loanId: A1, documentId: 'loan-agreement', note: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('note');
  });
});
