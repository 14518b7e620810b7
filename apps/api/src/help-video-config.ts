/**
 * Each brand's help video (GET /videoUrl, spec §7; decision 060): HELP_VIDEO_URL_<BRAND> (e.g. HELP_VIDEO_URL_TMX),
 * an http(s) address, and HELP_VIDEO_CAPTIONS, the caption languages the lender's videos carry (default "en,es").
 * Outside production a brand without one gets a placeholder on the reserved .example domain; in production nothing
 * is made up: a brand without one has no video (the app then shows no video link).
 */
import { z } from 'zod';
import { BRAND_CODES, type BrandCode } from '@lender/domain';

const key = (brand: BrandCode) => `HELP_VIDEO_URL_${brand.toUpperCase()}`;
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional();

export interface HelpVideos {
  urls: Partial<Record<BrandCode, string>>;
  /** two-letter languages of the captions every video carries */
  captions: string[];
}

/** The environment keys of every brand's help video, and the caption languages, for the configuration schema. */
export const HELP_VIDEO_ENV_SHAPE = {
  ...Object.fromEntries(BRAND_CODES.map((brand) => [key(brand), url])),
  HELP_VIDEO_CAPTIONS: z
    .string()
    .regex(/^[a-z]{2}(,[a-z]{2})*$/, { error: 'must be languages such as en,es' })
    .default('en,es'),
};

export function helpVideosFrom(
  env: Record<string, unknown>,
  { placeholders }: { placeholders: boolean },
): HelpVideos {
  const urls: Partial<Record<BrandCode, string>> = {};
  for (const brand of BRAND_CODES) {
    const set = env[key(brand)] as string | undefined;
    const value = set ?? (placeholders ? `https://${brand}.app.example/help/video` : undefined);
    if (value) urls[brand] = value;
  }
  const captions = String(env.HELP_VIDEO_CAPTIONS ?? 'en,es').split(',');
  return { urls, captions };
}
