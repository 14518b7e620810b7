import { useLocation } from 'react-router';
import { isBrandCode, type BrandCode } from '@lender/domain';

/** The brand named by the first path segment (brand-prefixed and /{brand}/… routes), if any. */
export function useRouteBrand(): BrandCode | undefined {
  const first = useLocation().pathname.split('/')[1];
  return isBrandCode(first) ? first : undefined;
}
