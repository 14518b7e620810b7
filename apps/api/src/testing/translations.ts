/**
 * Tests of a document's words (decision 062): the Spanish translation has every clause of the English original —
 * the same keys, none empty, none left in English — and each clause written from parameters says every parameter it
 * is given. And the figures of a PDF's text, to compare two versions of one document.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { readPdf, type PdfReading } from './pdf-text';

type Texts = { [key: string]: unknown };

/** Every key of `english` has its translation in `spanish` (and no key is only Spanish). */
export function expectCompleteTranslation(
  english: Texts,
  spanish: Texts,
  path = '',
  sameInBoth: readonly string[] = [],
): void {
  expect(Object.keys(spanish).sort(), `keys of ${path || 'the texts'}`).toEqual(
    Object.keys(english).sort(),
  );
  for (const [key, value] of Object.entries(english)) {
    const where = path ? `${path}.${key}` : key;
    const translated = spanish[key];
    if (typeof value === 'string') {
      expect(typeof translated, where).toBe('string');
      expect((translated as string).trim(), where).not.toBe('');
      if (!sameInBoth.includes(where))
        expect(translated, `${where} is not translated`).not.toBe(value);
    } else if (typeof value === 'function') {
      expect(typeof translated, where).toBe('function');
      const fn = value as (...args: string[]) => string;
      const args = Array.from({ length: fn.length }, (_, n) => `«${n}»`);
      const said = (translated as (...a: string[]) => string)(...args);
      for (const arg of args) expect(said, `${where} says ${arg}`).toContain(arg);
      expect(said, `${where} is not translated`).not.toBe(fn(...args));
    } else {
      expectCompleteTranslation(value as Texts, translated as Texts, where, sameInBoth);
    }
  }
}

/** The figures a PDF's lines print: amounts ($1,875.00) and rates (304.17 %), in order, spaces aside. */
export const figuresOf = (lines: readonly string[]): string[] =>
  lines
    .join('\n')
    .match(/\$[\d,]+\.\d{2}|\d+(?:\.\d+)?\s?%/g)
    ?.map((figure) => figure.replace(/\s/g, '')) ?? [];

/** An envelope's document as its signing page serves it: the version sent, and the English original (?document=en). */
export async function bothVersions(
  app: FastifyInstance,
  signingUrl: string,
): Promise<{ sent: PdfReading; english: PdfReading }> {
  const read = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `${signingUrl}/document.pdf${query}` });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    return readPdf(res.rawPayload);
  };
  return { sent: await read(''), english: await read('?document=en') };
}
