/** Renders a document model to PDF bytes with pdfkit and the embedded DejaVu Sans (every Latin name, €). */
import PDFDocument from 'pdfkit';
import { fontData } from './fonts';
import { drawBlock, drawFooters, drawLetterhead, FONT, PAGE } from './layout';
import type { PdfDocumentModel, PdfLanguage } from './model';

const PAGE_NUMBER: Record<PdfLanguage, (page: number, count: number) => string> = {
  'en-US': (page, count) => `Page ${page} of ${count}`,
  'es-US': (page, count) => `Página ${page} de ${count}`,
};

export function renderPdf(model: PdfDocumentModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.bottom },
    // no standard (Helvetica) font: only the embedded one
    font: '',
    bufferPages: true,
    lang: model.language,
    displayTitle: true,
    info: {
      Title: model.title,
      Author: model.author,
      Subject: model.subject ?? model.title,
      Creator: model.author,
      CreationDate: model.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = fontData();
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  drawLetterhead(doc, model.letterhead, model.title);
  for (const block of model.blocks) drawBlock(doc, block);
  drawFooters(doc, model.letterhead.name, PAGE_NUMBER[model.language]);
  doc.end();
  return bytes;
}
