/** The brand (first path segment, else the build's default) and the loan params of an Accounts route. */
import { useParams } from 'react-router';
import type { BrandCode } from '@lender/domain';
import { usePageBrand } from '../../../shared/brand/use-route-brand';

export function useLoanRoute(): { brand: BrandCode; loanId: string; lmsId: string } {
  const { loanId = '', lmsId = '' } = useParams();
  return { brand: usePageBrand(), loanId, lmsId };
}

/** A brand route's NAME: `${brand}-${base}`. */
export const brandRoute = (brand: BrandCode, base: string): string => `${brand}-${base}`;
