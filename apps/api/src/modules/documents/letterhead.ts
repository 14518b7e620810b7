/** The letterhead of a loan's documents: the brand's name, and its lender's address and licence line from configuration. */
import { isBrandCode, type BrandCode } from '@lender/domain';
import type { LenderLines } from '../../lender-config';
import type { PdfLetterhead } from '../../integrations/pdf';

export type Lenders = Record<BrandCode, LenderLines>;

export function letterheadOf(lenders: Lenders, loan: { brandCode: string; brandDisplayName: string }): PdfLetterhead {
  if (!isBrandCode(loan.brandCode)) throw new Error(`unknown brand ${loan.brandCode}`);
  return { name: loan.brandDisplayName, ...lenders[loan.brandCode] };
}
