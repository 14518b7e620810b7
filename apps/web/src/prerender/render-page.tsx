/**
 * Build-time prerender (issue 11, decision 022): a public page to HTML as the client's first render draws it, for a
 * default brand and a language, signed out. The route table and the shell are the app's own; the guard loaders are
 * left out (a public page is shown to anyone signed out, and the client runs its guards before it hydrates).
 * scripts/prerender.mjs builds this module for node and runs it in a DOM made from the built index.html.
 */
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { BRAND_CODES, brandByCode, type BrandCode } from '@lender/domain';
import { i18next, i18nReady, loadNamespaces } from '../app/i18n';
import { documentTitle } from '../app/layout/use-document-title';
import { useHeaderStore } from '../shared/layout/use-header';
import { switchLanguage } from '../app/i18n-setup';
import { Providers } from '../app/providers';
import { appRoutes } from '../app/routes/router';
import { buildRouteTable, createRouteTable, type RouteEntry } from '../app/routes/route-table';
import { LANGUAGES, type Language } from '../shared/i18n/language';
import { ANY_BRAND, PRERENDERED_SCREENS, prerenderMarker } from './prerender-marker';
import { SHELL_SCRIPT, SIGNED_IN_SHELLS } from './signed-in-shell';

export { BRAND_CODES, LANGUAGES, SHELL_SCRIPT };

export interface PrerenderPage {
  path: string;
  /** the route's own brand (a /{brand}/… page), else undefined: then it is drawn once per default brand */
  routeBrand: BrandCode | undefined;
  /** the base name of the route's screen (its module is src/features/…/screens/{screen}.tsx) */
  screen: string;
  namespaces: readonly string[];
  /** a signed-in screen's shell (decision 087): never hydrated, shown only in a tab that holds a session */
  shell: boolean;
}

/**
 * The pages to prerender, each path once: the public screens and the signed-in shells of every default brand's route
 * table (a brand's own routes are only in the tables of the brands it is registered with).
 */
export function prerenderPages(
  table: readonly RouteEntry[] = BRAND_CODES.flatMap((brand) => buildRouteTable(brand)),
): PrerenderPage[] {
  const drawn = (entry: RouteEntry) =>
    PRERENDERED_SCREENS.includes(entry.baseName) || SIGNED_IN_SHELLS.includes(entry.baseName);
  const seen = new Set<string>();
  return table
    .filter((entry) => drawn(entry) && !entry.path.includes(':'))
    .filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
    .map((entry) => ({
      path: entry.path,
      routeBrand: entry.meta.brand,
      screen: entry.baseName,
      namespaces: entry.namespaces,
      shell: SIGNED_IN_SHELLS.includes(entry.baseName),
    }));
}

/** Every built screen's route under any default brand, each path once: the server preloads its screen (decision 032). */
export function screenRoutes(): { path: string; screen: string; namespaces: readonly string[] }[] {
  const routes = new Map<string, { path: string; screen: string; namespaces: readonly string[] }>();
  for (const entry of BRAND_CODES.flatMap((brand) => buildRouteTable(brand))) {
    if (!routes.has(entry.path))
      routes.set(entry.path, {
        path: entry.path,
        screen: entry.baseName,
        namespaces: entry.namespaces,
      });
  }
  return [...routes.values()];
}

function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader: _loader, ...rest } = route;
    return (
      route.children ? { ...rest, children: withoutLoaders(route.children) } : rest
    ) as RouteObject;
  });
}

/**
 * The page's <title> as the client sets it once hydrated (use-document-title: the screen's header title and the
 * brand). A screen declares its header title in an effect, which renderToString does not run, so the page is
 * mounted once in the build's DOM, on a memory router as the client's, to read it.
 */
async function pageTitle(routes: RouteObject[], path: string, brand: BrandCode): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => state.initialized && (stop(), resolve()));
    });
  }
  useHeaderStore.getState().set({ titleKey: '', button: 'menu' });
  const root = createRoot(document.createElement('div'));
  // a synchronous render runs its effects before flushSync returns; the wait covers a screen that suspends once
  flushSync(() =>
    root.render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    ),
  );
  for (let waited = 0; !useHeaderStore.getState().titleKey && waited < 2_000; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const { titleKey } = useHeaderStore.getState();
  root.unmount();
  router.dispose();
  if (!titleKey) throw new Error(`${path}: the screen declares no header title`);
  return documentTitle(i18next.t(titleKey), brandByCode(brand).displayName);
}

/**
 * One page: its #root element's marker (what the client checks before it hydrates) and markup, and its <title>.
 * A page of its own brand (/{brand}/…) is the same under any default brand: its marker says '*'.
 */
export async function renderPage(
  page: PrerenderPage,
  defaultBrand: BrandCode,
  language: Language,
): Promise<{ marker: string; html: string; title: string }> {
  const { path } = page;
  await i18nReady;
  await switchLanguage(i18next, language);
  const routes = () => withoutLoaders(appRoutes(createRouteTable(defaultBrand), loadNamespaces));
  const handler = createStaticHandler(routes());
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
  const title = await pageTitle(routes(), path, page.routeBrand ?? defaultBrand);
  return {
    marker: prerenderMarker({
      path,
      language,
      defaultBrand: page.routeBrand ? ANY_BRAND : defaultBrand,
    }),
    html,
    title,
  };
}
