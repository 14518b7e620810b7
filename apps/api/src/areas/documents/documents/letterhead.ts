/**
 * The letterhead of a loan's documents: the brand's name, and its lender's address and the licence line of the state
 * of the loan's store (in the document's language) from configuration (decision 051).
 */
import type { TLanguage } from '@lender/contract';
import { isBrandCode, storeTimeZone, type BrandCode } from '@lender/domain';
import { licenceLineOf, type LenderLines } from '../../../lender-config';
import type { PdfDocumentModel, PdfLetterhead } from '../../../integrations/pdf';

export type Lenders = Record<BrandCode, LenderLines>;

export function letterheadOf(
  lenders: Lenders,
  loan: { brandCode: string; brandDisplayName: string; storeState: string },
  language: TLanguage,
): PdfLetterhead {
  if (!isBrandCode(loan.brandCode)) throw new Error(`unknown brand ${loan.brandCode}`);
  const lender = lenders[loan.brandCode];
  return {
    name: loan.brandDisplayName,
    address: lender.address,
    licence: licenceLineOf(lender, loan.storeState, language),
  };
}

/**
 * The head of an agreement the borrower signs on a loan, in the document's language (decision 062: the reader's, the
 * English original beside it): its title, the lender as author, the loan number in the subject, the letterhead. The
 * caller adds the blocks.
 */
export function agreementHead(
  lenders: Lenders,
  loan: {
    brandCode: string;
    brandDisplayName: string;
    lmsId: string;
    storeState: string;
    storeCity: string;
  },
  title: string,
  now: Date,
  language: TLanguage = 'en',
): Omit<PdfDocumentModel, 'blocks'> {
  return {
    timeZone: storeTimeZone(loan.storeState, loan.storeCity),
    title,
    author: loan.brandDisplayName,
    subject: `${title} – ${loan.lmsId}`,
    language: language === 'es' ? 'es-US' : 'en-US',
    createdAt: now,
    letterhead: letterheadOf(lenders, loan, language),
  };
}
