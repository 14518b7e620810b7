/**
 * A structural reader for the PDFs we write (tests and the statement checks): header, every xref entry
 * pointing at its object, trailer and startxref, page count and the text of Tj operators.
 */
export interface PdfCheck {
  version: string;
  objectCount: number;
  pageCount: number;
  title: string | undefined;
  /** the literal strings shown on the pages, in order */
  texts: string[];
}

const unescape = (s: string) => s.replace(/\\([\\()])/g, '$1');

/** Parses `bytes` and throws naming the first structural fault. */
export function checkPdf(bytes: Uint8Array): PdfCheck {
  const text = Buffer.from(bytes).toString('latin1');
  const header = /^%PDF-(\d\.\d)\n/.exec(text);
  if (!header?.[1]) throw new Error('no %PDF- header');
  if (!text.endsWith('%%EOF\n')) throw new Error('no %%EOF at the end');
  const startxref = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  if (!startxref?.[1]) throw new Error('no startxref');
  const xrefAt = Number(startxref[1]);
  if (text.slice(xrefAt, xrefAt + 5) !== 'xref\n') throw new Error('startxref does not point at the xref table');
  const sub = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  if (!sub?.[1]) throw new Error('bad xref subsection');
  const count = Number(sub[1]);
  const entriesAt = xrefAt + sub[0].length;
  for (let id = 0; id < count; id += 1) {
    const entry = text.slice(entriesAt + id * 20, entriesAt + (id + 1) * 20);
    if (!/^\d{10} \d{5} [nf] \n$/.test(entry)) throw new Error(`xref entry ${id} is not 20 bytes`);
    if (id === 0) continue;
    const at = Number(entry.slice(0, 10));
    if (!text.startsWith(`${id} 0 obj\n`, at)) throw new Error(`xref entry ${id} does not point at object ${id}`);
  }
  const trailer = /trailer\n<<(.*?)>>\nstartxref/s.exec(text.slice(xrefAt));
  if (!trailer?.[1] || !trailer[1].includes(`/Size ${count}`) || !/\/Root \d+ 0 R/.test(trailer[1])) throw new Error('bad trailer');
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    if (text.slice(start + Number(m[1]), start + Number(m[1]) + 10) !== '\nendstream') throw new Error('stream /Length is wrong');
  }
  const pages = /\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text);
  const title = /\/Title \(((?:\\.|[^\\)])*)\)/.exec(text)?.[1];
  const texts = [...text.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => unescape(m[1] ?? ''));
  return { version: header[1], objectCount: count, pageCount: Number(pages?.[1] ?? 0), title: title && unescape(title), texts };
}
