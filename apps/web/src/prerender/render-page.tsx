/**
 * Build-time prerender (issue 11, decision 022): a public page to HTML as the client's first render draws it, for a
 * default brand and a language, signed out. The route table and the shell are the app's own; the guard loaders are
 * left out (a public page is shown to anyone signed out, and the client runs its guards before it hydrates).
 * scripts/prerender.mjs builds this module for node and runs it in a DOM made from the built index.html.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { BRAND_CODES, type BrandCode } from '@lender/domain';
import { i18next, i18nReady, loadNamespaces } from '../app/i18n';
import { switchLanguage } from '../app/i18n-setup';
import { Providers } from '../app/providers';
import { appRoutes } from '../app/routes/router';
import { createRouteTable, type RouteEntry } from '../app/routes/route-table';
import { LANGUAGES, type Language } from '../shared/i18n/language';
import { ANY_BRAND, PRERENDERED_SCREENS, prerenderMarker } from './prerender-marker';

export { BRAND_CODES, LANGUAGES };

export interface PrerenderPage {
  path: string;
  /** the route's own brand (a /{brand}/… page), else undefined: then it is drawn once per default brand */
  routeBrand: BrandCode | undefined;
  /** the base name of the route's screen (its module is src/features/…/screens/{screen}.tsx) */
  screen: string;
  namespaces: readonly string[];
}

/** The pages to prerender: the public screens of the route table, each path once. */
export function prerenderPages(table: readonly RouteEntry[] = createRouteTable(BRAND_CODES[0])): PrerenderPage[] {
  return table
    .filter((entry) => PRERENDERED_SCREENS.includes(entry.baseName) && !entry.notBuilt && !entry.path.includes(':'))
    .map((entry) => ({ path: entry.path, routeBrand: entry.meta.brand, screen: entry.baseName, namespaces: entry.namespaces }));
}

function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader: _loader, ...rest } = route;
    return (route.children ? { ...rest, children: withoutLoaders(route.children) } : rest) as RouteObject;
  });
}

/**
 * The #root element of one page: its marker (what the client checks before it hydrates) and its markup. A page of
 * its own brand (/{brand}/…) is the same under any default brand: its marker says '*'.
 */
export async function renderPage(
  page: PrerenderPage,
  defaultBrand: BrandCode,
  language: Language,
): Promise<{ marker: string; html: string }> {
  const { path } = page;
  await i18nReady;
  await switchLanguage(i18next, language);
  const handler = createStaticHandler(withoutLoaders(appRoutes(createRouteTable(defaultBrand), loadNamespaces)));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status})`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return { marker: prerenderMarker({ path, language, defaultBrand: page.routeBrand ? ANY_BRAND : defaultBrand }), html };
}
