import { describe, expect, it } from 'vitest';
import { checkPdf } from './pdf-check';
import { pdfString, renderPdf } from './pdf-writer';

const createdAt = new Date('2026-03-10T12:00:00Z');

describe('renderPdf', () => {
  it('writes a valid PDF 1.4 with header, xref, trailer and the text', () => {
    const bytes = renderPdf({ title: 'Statement (March)', createdAt, lines: [{ text: 'Hello', bold: true, size: 16 }, { text: 'Balance', value: '$1,250.00' }] });
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const check = checkPdf(bytes);
    expect(check).toMatchObject({ version: '1.4', pageCount: 1, title: 'Statement (March)' });
    expect(check.texts).toEqual(['Hello', 'Balance', '$1,250.00']);
  });
  it('paginates long documents', () => {
    const lines = Array.from({ length: 150 }, (_, i) => ({ text: `Line ${i + 1}` }));
    const check = checkPdf(renderPdf({ title: 'Long', createdAt, lines }));
    expect(check.pageCount).toBeGreaterThan(2);
    expect(check.texts).toHaveLength(150);
    expect(check.texts.at(-1)).toBe('Line 150');
  });
  it('escapes delimiters and replaces characters outside ASCII', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfString('José — “x”')).toBe('(Jose - "x")');
  });
  it('the checker catches a broken file', () => {
    const bytes = renderPdf({ title: 'T', createdAt, lines: [{ text: 'x' }] });
    const broken = Buffer.from(bytes.toString('latin1').replace('1 0 obj', '1 0 obx'), 'latin1');
    expect(() => checkPdf(broken)).toThrow(/does not point at object 1/);
    expect(() => checkPdf(Buffer.from('MZ\x90\x00'))).toThrow(/header/);
  });
});
