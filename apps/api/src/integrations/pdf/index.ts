export { renderPdf, pdfString, type PdfDocument, type PdfLine } from './pdf-writer';
export { checkPdf, type PdfCheck } from './pdf-check';
