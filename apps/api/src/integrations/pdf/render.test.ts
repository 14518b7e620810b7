import { describe, expect, it } from 'vitest';
import { readPdf } from '../../testing/pdf-text';
import type { PdfDocumentModel } from './model';
import { renderPdf } from './render';

const letterhead = {
  name: 'Oak Loans',
  address: 'Oak Loans, LLC, 200 West Madison Street, Chicago, IL 60606',
  licence: 'Illinois licence no. CI.000707',
};
const model = (over: Partial<PdfDocumentModel> = {}): PdfDocumentModel => ({
  title: 'Payment receipt',
  author: 'Oak Loans',
  language: 'en-US',
  createdAt: new Date('2026-03-10T12:00:00Z'),
  letterhead,
  blocks: [],
  ...over,
});
const RIGHT_MARGIN = 612 - 54;

describe('renderPdf', () => {
  it('prints the letterhead, the title, rows with right-aligned values, the page number and the metadata', async () => {
    const bytes = await renderPdf(
      model({
        blocks: [
          { kind: 'heading', text: 'Account summary' },
          {
            kind: 'rows',
            rows: [
              { label: 'Borrower', value: 'José Muñoz Ñandú' },
              { label: 'Closing balance', value: '€1,250.00', bold: true },
            ],
          },
        ],
      }),
    );
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.lines.slice(0, 4)).toEqual([
      'Oak Loans',
      letterhead.address,
      letterhead.licence,
      'Payment receipt',
    ]);
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        'Account summary',
        'Borrower | José Muñoz Ñandú',
        'Closing balance | €1,250.00',
        'Oak Loans | Page 1 of 1',
      ]),
    );
    const amount = pdf.texts.find((t) => t.text === '€1,250.00')!;
    expect(amount.right).toBeCloseTo(RIGHT_MARGIN, 0);
    expect(pdf.info).toEqual({ title: 'Payment receipt', author: 'Oak Loans', language: 'en-US' });
  });

  it('wraps long text within the margins and numbers every page, in the document’s language', async () => {
    const sentence = 'Nguyễn Văn Đức pays Jürgen Straße €50 – ';
    const bytes = await renderPdf(
      model({
        language: 'es-US',
        title: 'Recibo de pago',
        blocks: [{ kind: 'paragraph', text: sentence.repeat(400) }],
      }),
    );
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBeGreaterThan(1);
    const body = pdf.pages[0]!.filter((line) => line.includes('Nguyễn'));
    expect(body.length).toBeGreaterThan(20);
    expect(pdf.texts.every((t) => t.x >= 54 - 0.5 && t.right <= RIGHT_MARGIN + 0.5)).toBe(true);
    pdf.pages.forEach((lines, i) =>
      expect(lines.at(-1)).toBe(`Oak Loans | Página ${i + 1} de ${pdf.pageCount}`),
    );
    expect(pdf.info.language).toBe('es-US');
  });

  it('lays tables out in columns, amounts on the right, and repeats the header on a new page', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => [
      `03/${String((i % 28) + 1).padStart(2, '0')}/2026`,
      `Payment ${i + 1}`,
      `$${i + 1}.00`,
    ]);
    const columns = [
      { header: 'Date', width: 0.2 },
      { header: 'Description', width: 0.55 },
      { header: 'Amount', width: 0.25, align: 'right' as const },
    ];
    const pdf = await readPdf(
      await renderPdf(model({ blocks: [{ kind: 'table', columns, rows }] })),
    );
    expect(pdf.pageCount).toBe(2);
    expect(
      pdf.pages.map((lines) => lines.filter((l) => l === 'Date | Description | Amount').length),
    ).toEqual([1, 1]);
    expect(pdf.lines).toContain('03/01/2026 | Payment 1 | $1.00');
    expect(pdf.lines).toContain('03/24/2026 | Payment 80 | $80.00');
    for (const t of pdf.texts.filter((x) => /^\$\d+\.00$/.test(x.text)))
      expect(t.right).toBeCloseTo(RIGHT_MARGIN, 0);
  });

  it('renders documents one after another without one changing the next one’s text (Ñ, then N)', async () => {
    for (const name of ['Ñandú', 'Nguyễn Văn Đức', 'Nguyễn Văn Đức']) {
      const pdf = await readPdf(
        await renderPdf(model({ blocks: [{ kind: 'paragraph', text: name }] })),
      );
      expect(pdf.lines).toContain(name);
    }
  });
});
