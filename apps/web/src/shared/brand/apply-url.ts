/**
 * The external application page of a brand that offers "Apply for loan" (spec §2 Side menu), read at RUNTIME from
 * `<meta name="app-apply-urls">` (the API writes it from APPLY_URL_<BRAND> when it serves index.html), with the
 * campaign parameters added. Undefined when the brand has none (the menu then has nothing to open).
 */
import { isBrandCode, type BrandCode } from '@lender/domain';

function applyUrls(doc: Document): Partial<Record<BrandCode, string>> {
  try {
    const parsed: unknown = JSON.parse(
      doc.querySelector('meta[name="app-apply-urls"]')?.getAttribute('content') ?? '{}',
    );
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([brand, url]) => isBrandCode(brand) && typeof url === 'string' && /^https?:\/\//.test(url),
      ),
    );
  } catch {
    return {};
  }
}

export function applyUrl(
  brand: BrandCode,
  params: Record<string, string>,
  doc: Document = document,
): string | undefined {
  const page = applyUrls(doc)[brand];
  if (!page) return undefined;
  const url = new URL(page);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
