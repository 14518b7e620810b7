/**
 * Where "Apply for loan" sends a borrower (spec §2 Side menu: two brands only, an external application page with
 * campaign parameters): each of those brands' application page, from APPLY_URL_<BRAND> (e.g. APPLY_URL_TMX). The
 * defaults are placeholders on the reserved .example domain; a deployment sets its lenders' real pages. The web reads
 * them from index.html (a meta tag the server writes, like the default brand) and adds the campaign parameters.
 */
import { z } from 'zod';
import { APPLY_FOR_LOAN_BRANDS, type BrandCode } from '@lender/domain';

export const DEFAULT_APPLY_URLS: Partial<Record<BrandCode, string>> = {
  inl: 'https://apply.oak-loans.example/start',
  tmx: 'https://apply.pine-title-loans.example/start',
};

const key = (brand: BrandCode) => `APPLY_URL_${brand.toUpperCase()}`;
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional();

/** The environment keys of the brands that offer apply for loan, for the configuration schema. */
export const APPLY_ENV_SHAPE = Object.fromEntries(
  APPLY_FOR_LOAN_BRANDS.map((brand) => [key(brand), url]),
);

/** Each apply-for-loan brand's application page: the environment's where set, else the default. */
export function applyUrlsFrom(env: Record<string, unknown>): Partial<Record<BrandCode, string>> {
  return Object.fromEntries(
    APPLY_FOR_LOAN_BRANDS.flatMap((brand) => {
      const set = (env[key(brand)] as string | undefined) ?? DEFAULT_APPLY_URLS[brand];
      return set ? [[brand, set]] : [];
    }),
  );
}
