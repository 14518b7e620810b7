/**
 * Reads a PDF back as a reader would (tests): pdfjs-dist's text extraction, page by page, each page as its
 * printed lines (the texts on one baseline, left to right, joined by ' | ': 'Closing balance | $1,250.00'),
 * the right edge of each text, and the document's Title, Author and Lang.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  x: number;
  right: number;
  y: number;
  text: string;
}

export interface PdfReading {
  pageCount: number;
  /** each page's lines, top to bottom */
  pages: string[][];
  /** every line of every page */
  lines: string[];
  texts: PdfText[];
  info: { title: string | undefined; author: string | undefined; language: string | undefined };
}

interface TextItemLike {
  str?: string;
  transform?: number[];
  width?: number;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[][] = [];
  const texts: PdfText[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const shown = (content.items as TextItemLike[])
      .filter((item) => item.str?.trim())
      .map((item) => ({
        text: item.str ?? '',
        x: item.transform?.[4] ?? 0,
        y: Math.round(item.transform?.[5] ?? 0),
        right: (item.transform?.[4] ?? 0) + (item.width ?? 0),
      }));
    texts.push(...shown);
    const baselines = [...new Set(shown.map((t) => t.y))].sort((a, b) => b - a);
    pages.push(
      baselines.map((y) =>
        shown
          .filter((t) => t.y === y)
          .sort((a, b) => a.x - b.x)
          .map((t) => t.text)
          .join(' | '),
      ),
    );
  }
  const info = (await pdf.getMetadata()).info as {
    Title?: string;
    Author?: string;
    Language?: string;
  };
  await pdf.destroy();
  return {
    pageCount: pages.length,
    pages,
    lines: pages.flat(),
    texts,
    info: { title: info.Title, author: info.Author, language: info.Language },
  };
}
