export { renderPdf } from './render';
export type {
  PdfBlock,
  PdfColumn,
  PdfDocumentModel,
  PdfLanguage,
  PdfLetterhead,
  PdfRow,
} from './model';
