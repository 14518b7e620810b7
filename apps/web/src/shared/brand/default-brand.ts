import { DEFAULT_BRAND, isBrandCode, type BrandCode } from '@lender/domain';

/**
 * The build's default brand, read at RUNTIME from `<meta name="app-default-brand">` (the API rewrites
 * it from DEFAULT_BRAND when it serves index.html), so one build serves any default brand.
 */
export function readDefaultBrand(doc: Document = document): BrandCode {
  const content = doc.querySelector('meta[name="app-default-brand"]')?.getAttribute('content');
  return isBrandCode(content) ? content : DEFAULT_BRAND;
}
