/** Small builders of the PDF renderer's blocks, shared by the documents' contents. */
import type { TLanguage } from '@lender/contract';
import { isoDateToUs } from '@lender/domain';
import { formatLongDate, formatMediumDate } from '../../../i18n';
import type { PdfBlock, PdfRow } from '../../../integrations/pdf';

/** What the documents module renders: the title printed under the letterhead, and the body. */
export interface DocumentContent {
  title: string;
  blocks: PdfBlock[];
}

export const row = (label: string, value: string, bold = false): PdfRow => ({ label, value, bold });
export const rows = (...list: PdfRow[]): PdfBlock => ({ kind: 'rows', rows: list });
export const heading = (text: string): PdfBlock => ({ kind: 'heading', text });
export const paragraph = (text: string, small = false): PdfBlock => ({
  kind: 'paragraph',
  text,
  small,
});
/** 'YYYY-MM-DD' as MM/DD/YYYY */
export const usDate = (iso: string) => isoDateToUs(iso) ?? iso;
/** A date the reader cannot misread: MM/DD/YYYY in English (as the loan systems print it), spelled out in Spanish. */
export const dateIn = (language: TLanguage) => (iso: string) =>
  language === 'en' ? usDate(iso) : formatLongDate(iso, language);
/** The same in a narrow table column: the month abbreviated in Spanish ("5 mar 2026"). */
export const shortDateIn = (language: TLanguage) => (iso: string) =>
  language === 'en' ? usDate(iso) : formatMediumDate(iso, language);
