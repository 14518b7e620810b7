/**
 * The lines a PDF prints, read as a PDF reader does (pdfjs-dist's text extraction): page by page, top to
 * bottom, each line the texts on one baseline left to right joined by ' | ' ('Closing balance | $1,250.00').
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface TextItemLike {
  str?: string;
  transform?: number[];
}

export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const items = ((await (await pdf.getPage(n)).getTextContent()).items as TextItemLike[]).filter(
      (item) => item.str?.trim(),
    );
    const shown = items.map((item) => ({
      text: item.str ?? '',
      x: item.transform?.[4] ?? 0,
      y: Math.round(item.transform?.[5] ?? 0),
    }));
    for (const y of [...new Set(shown.map((t) => t.y))].sort((a, b) => b - a)) {
      lines.push(
        shown
          .filter((t) => t.y === y)
          .sort((a, b) => a.x - b.x)
          .map((t) => t.text)
          .join(' | '),
      );
    }
  }
  await pdf.destroy();
  return lines;
}
