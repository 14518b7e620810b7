import { BRANDS_ALWAYS_REQUIRING_AVAILABILITY, type BrandCode } from './brands';

/** Brand → provider availability, as GET /brands returns it (spec §3 Brands). */
export type BrandProviders = Partial<Record<BrandCode, { availableProviders: string[] }>>;

/**
 * Navigation brand priority (spec §4 Brand user determination). The spec lists "c1l, ccc, chs,
 * cic, esm, community choice, then tmx"; community choice is ccc, which already appears second, so
 * its later mention adds nothing. ccf is absent from the stated order: we place it right after esm,
 * with the other older-family brands. inl comes last and is used only if the user is not also a
 * tmx user (which the order already guarantees, since tmx precedes it).
 */
export const NAVIGATION_BRAND_PRIORITY: readonly BrandCode[] = [
  'c1l',
  'ccc',
  'chs',
  'cic',
  'esm',
  'ccf',
  'tmx',
  'inl',
];

/** The brand whose area a user lands in; undefined when the user has no brands. */
export function navigationBrand(userBrands: readonly BrandCode[]): BrandCode | undefined {
  const owned = new Set(userBrands);
  if (owned.has('tmx')) owned.delete('inl');
  return NAVIGATION_BRAND_PRIORITY.find((brand) => owned.has(brand));
}

/** Which brands a user belongs to ("a brand user is determined by the brands present"). */
export function brandUserFlags(userBrands: readonly BrandCode[]): Record<BrandCode, boolean> {
  const owned = new Set(userBrands);
  return {
    c1l: owned.has('c1l'),
    ccc: owned.has('ccc'),
    cic: owned.has('cic'),
    chs: owned.has('chs'),
    ccf: owned.has('ccf'),
    esm: owned.has('esm'),
    inl: owned.has('inl'),
    tmx: owned.has('tmx'),
  };
}

export function hasAvailableProvider(brand: BrandCode, providers: BrandProviders): boolean {
  return (providers[brand]?.availableProviders.length ?? 0) > 0;
}

/** The user belongs to the brand and the brand has at least one available provider. */
export function isBrandAvailable(
  brand: BrandCode,
  userBrands: readonly BrandCode[],
  providers: BrandProviders,
): boolean {
  return userBrands.includes(brand) && hasAvailableProvider(brand, providers);
}

/**
 * Route guard for brand routes (spec §2): allowed if the brand is available; also allowed when the
 * user has no brands, except that ccc and inl always require availability. Otherwise redirect Home.
 */
export function brandRouteAllowed(
  brand: BrandCode,
  userBrands: readonly BrandCode[],
  providers: BrandProviders,
): boolean {
  if (isBrandAvailable(brand, userBrands, providers)) return true;
  return userBrands.length === 0 && !BRANDS_ALWAYS_REQUIRING_AVAILABILITY.includes(brand);
}

/**
 * The user has brands but none of them has an available provider → MaintenanceMode (spec §2).
 * Only the user's own brands count: a provider of a brand the user does not belong to cannot serve them.
 */
export function needsMaintenanceForProviders(
  userBrands: readonly BrandCode[],
  providers: BrandProviders,
): boolean {
  return (
    userBrands.length > 0 && !userBrands.some((brand) => hasAvailableProvider(brand, providers))
  );
}

/** Items of the user's own brands first, each group in its given order (e.g. Contact us: the borrower's brands on top). */
export function ownBrandsFirst<T extends { brand: string }>(
  items: readonly T[],
  userBrands: readonly string[],
): T[] {
  const own = items.filter((item) => userBrands.includes(item.brand));
  return [...own, ...items.filter((item) => !userBrands.includes(item.brand))];
}
