/**
 * What a brand does not offer in this app, and where its borrower goes instead ({brand}-FeatureUnavailable, spec §2;
 * decision 060). Offers (settlement and appraisal offers, spec §2 side menu: "main brand family") and a new loan
 * from an appraisal offer (origination) are TLXe features: an older-family brand's borrower reaches them at a store
 * or in a main-family brand's app.
 */
import { isMainFamily, MAIN_FAMILY, type BrandCode } from './brands';

export const UNAVAILABLE_FEATURES = ['offers', 'origination'] as const;
export type UnavailableFeature = (typeof UNAVAILABLE_FEATURES)[number];

/** Where a borrower goes instead: a store (the store locator), the lender's contact page, or another brand's app. */
export type FeatureAlternative =
  { kind: 'store' } | { kind: 'contactUs' } | { kind: 'brandApp'; brand: BrandCode };

export function isUnavailableFeature(value: unknown): value is UnavailableFeature {
  return typeof value === 'string' && (UNAVAILABLE_FEATURES as readonly string[]).includes(value);
}

/** Whether `brand` offers `feature` in this app. */
export function isFeatureAvailable(brand: BrandCode, feature: UnavailableFeature): boolean {
  return feature === 'offers' || feature === 'origination' ? isMainFamily(brand) : true;
}

/**
 * The places to go instead, best first: the brands that do offer it among the borrower's own (their app), then a
 * store, then the lender's contact page. A store locator is not offered to an older-family-only borrower (spec §2
 * side menu), so for her the store is the one on her loan, reached through contact us.
 */
export function featureAlternatives(
  brand: BrandCode,
  feature: UnavailableFeature,
  userBrands: readonly BrandCode[],
): FeatureAlternative[] {
  const offering = [...new Set(userBrands)].filter(
    (b) => b !== brand && isFeatureAvailable(b, feature),
  );
  const brands: FeatureAlternative[] = offering.map((b) => ({ kind: 'brandApp', brand: b }));
  const hasMainBrand = userBrands.some((b) => MAIN_FAMILY.includes(b)) || isMainFamily(brand);
  return [...brands, ...(hasMainBrand ? [{ kind: 'store' } as const] : []), { kind: 'contactUs' }];
}
