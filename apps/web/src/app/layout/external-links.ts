/**
 * The outside pages the menu opens in an external browser (spec §2 Side menu): terms, privacy and
 * the application page with campaign parameters. They are the app's own public pages opened as
 * absolute URLs in a new browsing context: terms on /{brand}/TermsConditions (the default brand's for
 * brands without one), privacy on its Privacy section; apply is the brand's own application page outside the app
 * (configured per brand, shared/brand/apply-url.ts) with the campaign parameters.
 */
import type { BrandCode, MenuExternal } from '@lender/domain';
import { applyUrl } from '../../shared/brand/apply-url';
import { readDefaultBrand } from '../../shared/brand/default-brand';
import { findRoute, routePath } from '../../shared/routing/route-path';

function absolute(path: string): string {
  return new URL(path, window.location.origin).toString();
}

function termsPath(brand: BrandCode): string {
  const own = `${brand}-TermsConditions`;
  const fallback = `${readDefaultBrand()}-TermsConditions`;
  return routePath(
    findRoute(own) ? own : findRoute(fallback) ? fallback : 'inl-TermsConditions',
    {},
    brand,
  );
}

export function externalUrl(
  kind: MenuExternal,
  brand: BrandCode,
  params: Record<string, string> = {},
): string | undefined {
  switch (kind) {
    case 'terms':
      return absolute(termsPath(brand));
    case 'privacy':
      return `${absolute(termsPath(brand))}#privacy`;
    case 'apply':
      return applyUrl(brand, params);
  }
}
