/**
 * Each brand's own app, read at RUNTIME from `<meta name="app-brand-apps">` (the API writes it from APP_URL_<BRAND>
 * when it serves index.html): where a borrower whose loan is with a brand this site does not serve goes to see it
 * (issue 48). Undefined when the page names none for the brand, or not as an http(s) address.
 */
import { isBrandCode, type BrandCode } from '@lender/domain';

export function brandAppUrl(brand: BrandCode, doc: Document = document): string | undefined {
  try {
    const parsed: unknown = JSON.parse(
      doc.querySelector('meta[name="app-brand-apps"]')?.getAttribute('content') ?? '{}',
    );
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const url = Object.entries(parsed).find(([code]) => isBrandCode(code) && code === brand)?.[1];
    return typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined;
  } catch {
    return undefined;
  }
}
