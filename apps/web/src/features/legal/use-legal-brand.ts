import type { BrandCode } from '@lender/domain';
import { readDefaultBrand } from '../../shared/brand/default-brand';
import { useRouteBrand } from '../../shared/brand/use-route-brand';

/** The brand a /{brand}/… legal page is about; the build's default brand on a page without one. */
export function useLegalBrand(): BrandCode {
  return useRouteBrand() ?? readDefaultBrand();
}
