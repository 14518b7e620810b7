/**
 * Hydrate or draw afresh (decision 022): a prerendered page is hydrated only when the client's first render is the
 * one the build drew — the same path once the guards have run, with no query (the build drew none: Login's signedOut
 * notice, for one, comes from it), the same language and the same default brand. Else
 * React draws the page over it in one go (after the router is ready, so no spinner flashes in between).
 */
import type { createBrowserRouter } from 'react-router';
import { ANY_BRAND, type PrerenderKey } from '../prerender/prerender-marker';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has run the first route's guard and loaded its screen. */
export function whenRouterReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export interface FirstRender {
  path: string;
  /** the query of the first location ('' or '?…') */
  search: string;
  language: string;
  defaultBrand: string;
}

export function drawsPrerendered(
  prerendered: PrerenderKey | undefined,
  first: FirstRender,
): boolean {
  if (!prerendered) return false;
  return (
    prerendered.path === first.path &&
    first.search === '' &&
    prerendered.language === first.language &&
    (prerendered.defaultBrand === ANY_BRAND || prerendered.defaultBrand === first.defaultBrand)
  );
}
