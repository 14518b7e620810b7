import { useLocation } from 'react-router';
import { routeBrandOf, type BrandCode } from '@lender/domain';
import { readDefaultBrand } from './default-brand';

/** The brand a page is about: its route's (the first path segment), else the build's default brand. */
export const pageBrandOf = (pathname: string): BrandCode =>
  routeBrandOf(pathname) ?? readDefaultBrand();

/** The brand named by the first path segment of the current route, if any. */
export function useRouteBrand(): BrandCode | undefined {
  return routeBrandOf(useLocation().pathname);
}

/** The brand the current page is about: its route's, else the build's default brand. */
export function usePageBrand(): BrandCode {
  return pageBrandOf(useLocation().pathname);
}
