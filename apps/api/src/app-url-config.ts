/**
 * Each brand's own app (issue 48: a borrower whose loan is with another brand than this site's saw that brand's
 * card with no way to it): the address of every brand's customer app, from APP_URL_<BRAND> (e.g. APP_URL_CCC). The
 * defaults are placeholders on the reserved .example domain; a deployment sets its brands' real addresses. The web
 * reads them from index.html (a meta tag the server writes, like the apply pages) and links a brand this site does
 * not serve there.
 */
import { z } from 'zod';
import { BRAND_CODES, type BrandCode } from '@lender/domain';

const key = (brand: BrandCode) => `APP_URL_${brand.toUpperCase()}`;
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional();

export const DEFAULT_APP_URLS: Record<BrandCode, string> = Object.fromEntries(
  BRAND_CODES.map((brand) => [brand, `https://${brand}.app.example/`]),
) as Record<BrandCode, string>;

/** The environment keys of every brand's app address, for the configuration schema. */
export const APP_URL_ENV_SHAPE = Object.fromEntries(BRAND_CODES.map((brand) => [key(brand), url]));

/** Each brand's app address: the environment's where set, else the placeholder. */
export function appUrlsFrom(env: Record<string, unknown>): Record<BrandCode, string> {
  return Object.fromEntries(
    BRAND_CODES.map((brand) => [
      brand,
      (env[key(brand)] as string | undefined) ?? DEFAULT_APP_URLS[brand],
    ]),
  ) as Record<BrandCode, string>;
}
