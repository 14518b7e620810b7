/**
 * A page whose own script cannot be loaded (the network dropped, a proxy refused it) would stay as drawn: a
 * prerendered form disabled until the app runs, or an empty page, and nothing would tell the borrower (decision 043).
 * index.html holds a notice for that, in English and Spanish (a prerendered page keeps its own language's,
 * scripts/prerender-page.mjs), with a Reload link that works without any script. The global stylesheet hides it and
 * shows it 10 s after it applies; the page's script, when it runs, takes it away first thing. No script can watch for
 * the page's script failing without being one more request that fails the same way, and the CSP allows no inline
 * script or handler: so a stylesheet's timer it is.
 */
export const PAGE_NOT_STARTED_ID = 'page-not-started';

export function removePageNotStarted(doc: Pick<Document, 'getElementById'>): void {
  doc.getElementById(PAGE_NOT_STARTED_ID)?.remove();
}
