/**
 * The document model the PDF renderer lays out: a letterhead, a title, then blocks of headings, wrapped
 * paragraphs, label/value rows (values right-aligned) and tables (each column left- or right-aligned).
 * Modules map their documents onto it; only the renderer knows pdfkit.
 */

/** The document's language, written as the PDF's /Lang (and the page-number words). */
export type PdfLanguage = 'en-US' | 'es-US';

/** Who issues the document: printed at the top of the first page, the name also in every page's footer. */
export interface PdfLetterhead {
  /** the brand's name */
  name: string;
  /** the lender's postal address, one line */
  address: string;
  /** the lender's licence line */
  licence: string;
}

export interface PdfRow {
  label: string;
  /** printed right-aligned (amounts line up on the right margin) */
  value: string;
  bold?: boolean;
}

export interface PdfColumn {
  header: string;
  /** the share of the line width, 0–1 */
  width: number;
  align?: 'left' | 'right';
}

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; small?: boolean }
  | { kind: 'rows'; rows: readonly PdfRow[] }
  | { kind: 'table'; columns: readonly PdfColumn[]; rows: readonly (readonly string[])[] };

export interface PdfDocumentModel {
  /** the document's title: the PDF's /Title and the heading under the letterhead */
  title: string;
  /** the PDF's /Author: the lender */
  author: string;
  subject?: string;
  language: PdfLanguage;
  createdAt: Date;
  letterhead: PdfLetterhead;
  blocks: readonly PdfBlock[];
  /** the IANA zone the document's times are read in: the borrower's store's (domain storeTimeZone); none: the business zone */
  timeZone?: string;
}
