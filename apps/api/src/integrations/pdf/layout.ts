/**
 * How each part of a document model is drawn with pdfkit on US Letter pages: the letterhead, headings,
 * wrapped paragraphs, label/value rows and tables that keep to the margins and move to a new page when
 * the next row does not fit (a table repeats its header there), and every page's footer.
 */
import type { PdfBlock, PdfColumn, PdfLetterhead, PdfRow } from './model';

type Doc = PDFKit.PDFDocument;

export const PAGE = { width: 612, height: 792, margin: 54, bottom: 72 } as const;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const LEFT = PAGE.margin;
const SIZE = { brand: 18, title: 15, heading: 12, body: 10, small: 8 } as const;
const GREY = '#4a4a4a';
const INK = '#000000';
const GAP = 12;
/** the share of a row's width its label takes; the value is right-aligned in the rest */
const LABEL_SHARE = 0.42;

export const FONT = { regular: 'body', bold: 'body-bold' } as const;

const style = (doc: Doc, size: number, bold = false, color: string = INK) =>
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .fillColor(color);

/** Starts a new page unless `height` more points fit above the bottom margin. Answers whether it did. */
function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= PAGE.height - PAGE.bottom) return false;
  doc.addPage();
  return true;
}

function rule(doc: Doc) {
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke();
}

export function drawLetterhead(doc: Doc, letterhead: PdfLetterhead, title: string): void {
  style(doc, SIZE.brand, true).text(letterhead.name, LEFT, PAGE.margin, { width: WIDTH });
  // a line not configured (production prints nothing made up: decision 051) is left out
  style(doc, SIZE.small + 1, false, GREY);
  for (const line of [letterhead.address, letterhead.licence].filter(Boolean))
    doc.text(line, { width: WIDTH });
  doc.moveDown(0.5);
  rule(doc);
  doc.moveDown(0.8);
  style(doc, SIZE.title, true).text(title, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.4);
}

function drawRow(doc: Doc, row: PdfRow): void {
  const labelWidth = WIDTH * LABEL_SHARE - GAP;
  const valueWidth = WIDTH * (1 - LABEL_SHARE);
  style(doc, SIZE.body, row.bold);
  const height = Math.max(
    doc.heightOfString(row.label, { width: labelWidth }),
    doc.heightOfString(row.value, { width: valueWidth }),
  );
  ensureSpace(doc, height);
  const y = doc.y;
  doc.text(row.label, LEFT, y, { width: labelWidth });
  doc.text(row.value, LEFT + WIDTH - valueWidth, y, { width: valueWidth, align: 'right' });
  doc.x = LEFT;
  doc.y = y + height + 3;
}

/** One line of a table: each cell wrapped in its column; bold for the header. `onNewPage` runs when it moves to a new page. */
function drawCells(
  doc: Doc,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  bold: boolean,
  onNewPage?: () => void,
): void {
  style(doc, SIZE.body, bold);
  const widths = columns.map((c, i) => c.width * WIDTH - (i === columns.length - 1 ? 0 : GAP / 2));
  const height = Math.max(
    ...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] ?? WIDTH })),
  );
  if (ensureSpace(doc, height) && onNewPage) {
    onNewPage();
    style(doc, SIZE.body, bold);
  }
  const y = doc.y;
  let x = LEFT;
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? '', x, y, { width: widths[i] ?? WIDTH, align: column.align ?? 'left' });
    x += column.width * WIDTH;
  });
  doc.x = LEFT;
  doc.y = y + height + 3;
}

function drawTable(
  doc: Doc,
  columns: readonly PdfColumn[],
  rows: readonly (readonly string[])[],
): void {
  const header = () => {
    drawCells(
      doc,
      columns,
      columns.map((c) => c.header),
      true,
    );
    rule(doc);
    doc.y += 3;
  };
  // the header and at least one row together
  ensureSpace(doc, 3 * SIZE.body * 1.4);
  header();
  // a row that moves to a new page gets the header above it again
  for (const row of rows) drawCells(doc, columns, row, false, header);
}

export function drawBlock(doc: Doc, block: PdfBlock): void {
  switch (block.kind) {
    case 'heading':
      doc.moveDown(0.8);
      ensureSpace(doc, 3 * SIZE.heading * 1.4);
      style(doc, SIZE.heading, true).text(block.text, LEFT, doc.y, { width: WIDTH });
      doc.moveDown(0.3);
      return;
    case 'paragraph':
      doc.moveDown(0.4);
      style(doc, block.small ? SIZE.small + 1 : SIZE.body, false, block.small ? GREY : INK).text(
        block.text,
        LEFT,
        doc.y,
        { width: WIDTH },
      );
      return;
    case 'rows':
      for (const row of block.rows) drawRow(doc, row);
      return;
    case 'table':
      drawTable(doc, block.columns, block.rows);
  }
}

/** Writes the footer (the brand on the left, the page number on the right) on every buffered page. */
export function drawFooters(
  doc: Doc,
  name: string,
  pageNumber: (page: number, count: number) => string,
): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // below the bottom margin: lift it while writing, or pdfkit would start a new page
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin + 10;
    style(doc, SIZE.small, false, GREY).text(name, LEFT, y, { width: WIDTH / 2, lineBreak: false });
    doc.text(pageNumber(i - start + 1, count), LEFT + WIDTH / 2, y, {
      width: WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = PAGE.bottom;
  }
}
