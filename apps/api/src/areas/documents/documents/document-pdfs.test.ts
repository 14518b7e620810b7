// Every document type rendered with names in Spanish, German and Vietnamese and a € amount, read back with
// pdfjs-dist: the text is exact, the letterhead, page numbers and metadata are there, long text wraps.
import { describe, expect, it } from 'vitest';
import type { TPaymentConfirmation } from '@lender/contract';
import type { MonthlyStatement } from '@lender/domain';
import type { LoanRecord } from '../../../integrations/loan-systems';
import { DEFAULT_LENDERS, DEVELOPMENT_LENDERS } from '../../../lender-config';
import { readPdf, type PdfReading } from '../../../testing/pdf-text';
import { disclosureContent, loanAgreementContent, statementContent } from './pdf-content';
import { createReceiptPdfs, renderDocument } from './render-document';

const SPANISH = 'José Muñoz Ñandú';
const GERMAN = 'Jürgen Straße';
const VIETNAMESE = 'Nguyễn Văn Đức';
const EURO = '€50.00';
const createdAt = new Date('2026-03-10T12:00:00Z');

const party = (firstName: string, lastName: string, customerId: string) => ({
  recordId: customerId,
  customerId,
  firstName,
  lastName,
  profileId: null,
});
const loan = {
  loanId: '00000000-0000-4000-8000-000000000001',
  loanSystem: 'TLXe',
  lmsId: '10001-001',
  loanHdr: '10001',
  brandCode: 'inl',
  brandDisplayName: 'Oak Loans',
  productType: 'title',
  productId: 1,
  status: 1,
  borrower: party('José', 'Muñoz Ñandú', 'T1'),
  cosigner: party('Jürgen', 'Straße', 'T2'),
  storeId: 1,
  storeName: `${VIETNAMESE} (${EURO} Café)`,
  storePhoneNumber: '3125550100',
  storeState: 'IL',
  storeCity: 'Chicago',
  principalCents: 125_000,
  interestCents: 10_000,
  feesCents: 2_500,
  payoffCents: 125_000,
  accrual: {
    principalCents: 125_000,
    interestCents: 10_000,
    feesCents: 2_500,
    annualRatePpb: 0,
    accruedThrough: '2026-03-10',
  },
  minimumDueCents: 21_540,
  minimumRequiredCents: 21_540,
  productSwitchAmountDueCents: 0,
  minimumLoanAmountCents: 0,
  creditLimitCents: null,
  reinstatementCents: null,
  perDiemCents: 0,
  instalmentCents: 0,
  dueDate: '2026-04-01',
  daysLate: 0,
  paidOffDate: null,
  openedOn: '2026-01-15',
  payable: true,
  refinanceEligible: false,
  useRefiTerm: false,
  partialPayConfirmViewable: false,
  isDisbursementAvailable: false,
  suretyBond: false,
  intentId: null,
  collateral: { year: 2019, make: 'Škoda', model: `Octavia ${GERMAN}`, vin: null },
  rules: { guestRefinanceEnabled: false, skipAutoPayConfirm: false },
} satisfies LoanRecord;

const longDescription = `Refund of ${EURO} to ${SPANISH}, co-signed by ${GERMAN}, through the store of ${VIETNAMESE} – a description long enough to wrap`;
const statement: MonthlyStatement = {
  month: '2026-03',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  openingBalanceCents: 130_000,
  advancesCents: 0,
  interestCents: 1_000,
  feesCents: 0,
  paymentsCents: 6_000,
  closingBalanceCents: 125_000,
  minimumDueCents: 21_540,
  dueDate: '2026-04-01',
  entries: Array.from({ length: 45 }, (_, i) => ({
    date: '2026-03-05',
    type: 'payment',
    description: i === 0 ? longDescription : i === 1 ? 'Interest charged' : `Payment ${i}`,
    amountCents: -100 - i,
  })) as MonthlyStatement['entries'],
};

const confirmation: TPaymentConfirmation = {
  profileId: '00000000-0000-4000-8000-000000000002',
  renewal: null,
  email: null,
  phoneNumber: null,
  cardHolderName: VIETNAMESE,
  customerName: SPANISH,
  confirmationNumber: 'CONF-Ä1',
  amountPaidCents: 5_035,
  paymentDate: '2026-03-10',
  cardNumber: '1111',
  cardType: 'visa',
  isRefi: false,
  isPayoff: false,
  isPartial: true,
  loanId: loan.loanId,
  lmsId: loan.lmsId,
  storePhoneNumber: '3125550100',
  productBrand: 'Oak Loans',
  collateralYear: 2019,
  collateralMake: 'Škoda',
  collateralModel: `Octavia ${GERMAN} ${EURO}`,
  paymentDueDate: '2026-04-01',
  remainingPayoffCents: 119_965,
  settlementRemainingCents: null,
  reinstated: false,
};

const render = async (content: Parameters<typeof renderDocument>[2]) =>
  readPdf(await renderDocument(DEVELOPMENT_LENDERS, loan, content, { language: 'en', createdAt }));

function expectDocument(pdf: PdfReading, title: string, language = 'en-US') {
  const licence =
    language === 'es-US' ? DEFAULT_LENDERS.inl.licenceEs : DEFAULT_LENDERS.inl.licence;
  expect(pdf.lines.slice(0, 4)).toEqual(['Oak Loans', DEFAULT_LENDERS.inl.address, licence, title]);
  expect(pdf.info).toEqual({ title, author: 'Oak Loans', language });
  const words =
    language === 'es-US'
      ? (n: number) => `Página ${n} de ${pdf.pageCount}`
      : (n: number) => `Page ${n} of ${pdf.pageCount}`;
  pdf.pages.forEach((lines, i) => expect(lines.at(-1)).toBe(`Oak Loans | ${words(i + 1)}`));
}

describe('document PDFs with names in Spanish, German and Vietnamese', () => {
  it('a monthly statement: the names and € exact, the long activity wrapped and carried onto a second page', async () => {
    const pdf = await render(statementContent(loan, statement));
    expectDocument(pdf, 'Monthly statement – March 2026');
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        `Borrower | ${SPANISH}`,
        `Store | ${VIETNAMESE} (${EURO} Café), Chicago, IL`,
        'Closing balance | $1,250.00',
        '03/05/2026 | Payment 44 | -$1.44',
      ]),
    );
    // the long description wraps within its column: its first line beside the date and amount, the rest below
    const first = pdf.lines.find((line) =>
      line.startsWith(`03/05/2026 | Refund of ${EURO} to ${SPANISH}`),
    );
    expect(first).toMatch(/ \| -\$1\.00$/);
    const next = pdf.lines[pdf.lines.indexOf(first!) + 1];
    expect(next).not.toMatch(/^\d{2}\/\d{2}\/\d{4} \|/);
    expect(`${first} ${next}`).toContain(`co-signed by ${GERMAN}`.split(' ')[0]!);
    const joined = pdf.texts.map((t) => t.text).join(' ');
    expect(joined).toContain(`co-signed by ${GERMAN}`);
    expect(joined).toContain(VIETNAMESE);
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pages[1]).toContain('Date | Description | Amount');
  });

  it('a monthly statement in Spanish: its texts, the month by name and dates spelled out, never MM/DD (issue 17)', async () => {
    const pdf = readPdf(
      await renderDocument(DEVELOPMENT_LENDERS, loan, statementContent(loan, statement, 'es'), {
        language: 'es',
        createdAt,
      }),
    );
    expectDocument(await pdf, 'Estado de cuenta mensual – marzo de 2026', 'es-US');
    const { lines } = await pdf;
    expect(lines).toEqual(
      expect.arrayContaining([
        `Prestatario | ${SPANISH}`,
        'Período del estado de cuenta | del 1 de marzo de 2026 al 31 de marzo de 2026',
        'Saldo final | $1,250.00',
        'Fecha de vencimiento | 1 de abril de 2026',
        '5 mar 2026 | Payment 44 | -$1.44',
        // the ledger's own description, said in Spanish where the message table knows it
        '5 mar 2026 | Intereses cobrados | -$1.01',
      ]),
    );
    expect(lines.some((line) => /\d{2}\/\d{2}\/\d{4}/.test(line))).toBe(false);
  });

  it('the loan agreement', async () => {
    const pdf = await render(loanAgreementContent(loan));
    expectDocument(pdf, 'Loan agreement');
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        `Borrower | ${SPANISH}`,
        `Co-signer | ${GERMAN}`,
        `Collateral | 2019 Škoda Octavia ${GERMAN}`,
        'Amount financed | $1,250.00',
      ]),
    );
    expect(pdf.texts.map((t) => t.text).join(' ')).toContain(
      `${SPANISH} (the borrower) promises to pay Oak Loans`,
    );
    expect(pdf.lines.find((line) => line.startsWith('Store |'))).toBe(
      `Store | ${VIETNAMESE} (${EURO} Café), Chicago, IL`,
    );
  });

  it.each([
    ['truth-in-lending', 'Truth in Lending disclosure', 'Finance charge | $125.00'],
    ['privacy-notice', 'Privacy notice', `Borrower | ${SPANISH}`],
  ])('the %s disclosure', async (code, title, line) => {
    const pdf = await render(disclosureContent(loan, code));
    expectDocument(pdf, title);
    expect(pdf.lines).toEqual(
      expect.arrayContaining([line, `Store | ${VIETNAMESE} (${EURO} Café), Chicago, IL`]),
    );
  });

  it.each([
    ['en', 'Payment receipt', 'en-US', 'Amount paid | $50.35', 'Cardholder'],
    ['es', 'Recibo de pago', 'es-US', 'Monto pagado | $50.35', 'Titular de la tarjeta'],
  ] as const)(
    'the payment receipt in %s',
    async (language, title, lang, amountLine, cardholder) => {
      const file = await createReceiptPdfs({
        lenders: DEVELOPMENT_LENDERS,
        clock: () => createdAt,
      }).render(confirmation, loan, language);
      expect(file).toMatchObject({
        fileName: 'receipt-CONF-_1.pdf',
        contentType: 'application/pdf',
      });
      const pdf = await readPdf(file.bytes);
      expectDocument(pdf, title, lang);
      expect(pdf.lines).toEqual(
        expect.arrayContaining([
          amountLine,
          `${cardholder} | ${VIETNAMESE}`,
          `Vehicle | 2019 Škoda Octavia ${GERMAN} ${EURO}`.replace(
            'Vehicle',
            language === 'es' ? 'Vehículo' : 'Vehicle',
          ),
        ]),
      );
      expect(pdf.lines.some((l) => l.endsWith(`| ${SPANISH}`))).toBe(true);
      expect(pdf.lines.some((l) => l.endsWith('| Visa •••• 1111'))).toBe(true);
    },
  );
});
