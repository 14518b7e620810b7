import type { BrandCode } from '@lender/domain';
import { readDefaultBrand } from '../../shared/brand/default-brand';
import { useRouteBrand } from '../../shared/brand/use-route-brand';

/** The brand of the current /{brand}/… route, else the build's default brand. */
export function useBrand(): BrandCode {
  return useRouteBrand() ?? readDefaultBrand();
}
