/**
 * A small PDF 1.4 writer: text lines in the standard Helvetica fonts on US Letter pages, paginated,
 * with a valid header, cross-reference table and trailer. No external service or library.
 */
import { createHash } from 'node:crypto';

export interface PdfLine {
  text: string;
  /** point size (default 11) */
  size?: number;
  bold?: boolean;
  /** a second column, printed at `valueX` (label/value rows) */
  value?: string;
  /** extra space above the line, in points */
  gapBefore?: number;
}

export interface PdfDocument {
  title: string;
  author?: string;
  subject?: string;
  createdAt: Date;
  lines: readonly PdfLine[];
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const VALUE_X = 360;
const LINE_FACTOR = 1.45;

/** Text as a PDF literal string: WinAnsi-safe ASCII, with \, ( and ) escaped. */
export function pdfString(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2022/g, '*')
    .replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

const pdfDate = (d: Date) => `D:${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** Lays the lines out into page content streams. */
function paginate(lines: readonly PdfLine[]): string[] {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 11;
    const step = size * LINE_FACTOR + (line.gapBefore ?? 0);
    if (y - step < MARGIN && ops.length > 0) {
      pages.push(ops.join('\n'));
      ops = [];
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= ops.length === 0 ? size : step;
    const font = line.bold ? '/F2' : '/F1';
    ops.push(`BT ${font} ${size} Tf ${MARGIN} ${y.toFixed(2)} Td ${pdfString(line.text)} Tj ET`);
    if (line.value !== undefined) ops.push(`BT ${font} ${size} Tf ${VALUE_X} ${y.toFixed(2)} Td ${pdfString(line.value)} Tj ET`);
  }
  pages.push(ops.join('\n'));
  return pages;
}

/** Renders the document as PDF 1.4 bytes. */
export function renderPdf(doc: PdfDocument): Buffer {
  const contents = paginate(doc.lines);
  const objects: string[] = [];
  const pageIds = contents.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  const info = [`/Title ${pdfString(doc.title)}`, `/Producer ${pdfString('Lender self-service')}`, `/CreationDate (${pdfDate(doc.createdAt)})`];
  if (doc.author) info.push(`/Author ${pdfString(doc.author)}`);
  if (doc.subject) info.push(`/Subject ${pdfString(doc.subject)}`);
  objects[5] = `<< ${info.join(' ')} >>`;
  contents.forEach((stream, i) => {
    objects[6 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`;
    objects[7 + i * 2] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = offset;
    const chunk = Buffer.from(`${id} 0 obj\n${objects[id]}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    offset += chunk.length;
  }
  const size = objects.length;
  const xref = ['xref', `0 ${size}`, '0000000000 65535 f ', ...offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
  const fileId = createHash('md5').update(Buffer.concat(chunks)).digest('hex');
  const trailer = `trailer\n<< /Size ${size} /Root 1 0 R /Info 5 0 R /ID [<${fileId}> <${fileId}>] >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(`${xref}\n${trailer}`, 'latin1'));
  return Buffer.concat(chunks);
}
