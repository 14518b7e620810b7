/** The letterhead of a loan's documents: the brand's name, and its lender's address and licence line (in the document's language) from configuration. */
import type { TLanguage } from '@lender/contract';
import { isBrandCode, type BrandCode } from '@lender/domain';
import type { LenderLines } from '../../lender-config';
import type { PdfLetterhead } from '../../integrations/pdf';

export type Lenders = Record<BrandCode, LenderLines>;

export function letterheadOf(lenders: Lenders, loan: { brandCode: string; brandDisplayName: string }, language: TLanguage): PdfLetterhead {
  if (!isBrandCode(loan.brandCode)) throw new Error(`unknown brand ${loan.brandCode}`);
  const lender = lenders[loan.brandCode];
  return { name: loan.brandDisplayName, address: lender.address, licence: language === 'es' ? lender.licenceEs : lender.licence };
}
