/** The data router: every route-table entry becomes a lazy child of the app layout, guarded by its loader. */
import { Suspense, type ComponentType } from 'react';
import type { BrandCode } from '@lender/domain';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { guardLoader, onGuardsStale } from '../guards/route-guard';
import { loadNamespaces } from '../i18n';
import { AppLayout } from '../layout/app-layout';
import { RouteErrorBoundary } from '../layout/route-error-boundary';
import { BusyFallback } from '../layout/busy-spinner';
import { pageBrandOf } from '../../shared/brand/use-route-brand';
import { loadChunk } from '../../shared/chunks/load-chunk';
import { readsStartedFor, recordReadsFor, unrecordedStarts } from '../../shared/http/early-reads';
import { queryClient } from '../../shared/query/query-client';
import type { ScreenModule, WarmStep } from '../../shared/routing/types';
import type { RouteEntry } from './route-table';
import type { TappedPage } from './screen-preloads';

/** Loads a screen's i18n namespaces in the current language (app/i18n.ts by default). */
export type LoadTexts = (namespaces: readonly string[]) => Promise<void>;

/**
 * The screen inside a Suspense boundary: texts it was not given ahead of time (a language switch
 * racing a navigation, a shared component's namespace) load while the busy spinner shows.
 */
export function withTextsBoundary(Screen: ComponentType): ComponentType {
  function ScreenWithTexts() {
    return (
      <Suspense fallback={<BusyFallback />}>
        <Screen />
      </Suspense>
    );
  }
  ScreenWithTexts.displayName = `WithTexts(${Screen.displayName ?? Screen.name})`;
  return ScreenWithTexts;
}

/**
 * The route's guard, then (when it lets the navigation through, and online: offline the screen shows what the device
 * kept) the screen's `prefetch` once its chunk is in — the chunk the route's lazy load is fetching already — so the
 * screen's reads run while it renders (decision 038). The navigation does not wait for them.
 */
export function guardThenPrefetch(entry: RouteEntry) {
  const guard = guardLoader(entry);
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const passed = await guard(args);
    const target = new URL(args.request.url);
    // the reads the screen makes from here on are recorded for its page, not the one being left (decision 034)
    recordReadsFor(target.pathname + target.search);
    if (navigator.onLine) {
      void loadChunk(entry.screen).then(
        (module) => prefetchScreen(module, target, args.params),
        () => undefined, // the route's lazy load meets the same failure and reports it
      );
    }
    return passed;
  };
}

function prefetchScreen(module: ScreenModule, target: URL, params: TappedPage['params']): void {
  module.prefetch?.({ params, brand: pageBrandOf(target.pathname), queryClient });
}

/**
 * A tap's reads (screen-preloads' onTap), online only: the screen's prefetch for the page tapped, its reads recorded
 * for that page (decision 034). The route's loader runs it again and finds the reads on their way (decision 085).
 */
export function startTappedReads(module: ScreenModule, { url, params }: TappedPage): void {
  if (!navigator.onLine) return;
  readsStartedFor(url.pathname + url.search, () => prefetchScreen(module, url, params));
}

/**
 * A preloaded screen's `warm` steps (screen-preloads runs each when idle), online only; the reads they start are not
 * recorded as the page's own (decision 034's early reads are what the page needs to show).
 */
export function warmScreen(module: ScreenModule, brand: BrandCode): readonly WarmStep[] {
  if (!navigator.onLine) return [];
  return (module.warm?.({ brand, queryClient }) ?? []).map((step) => () => unrecordedStarts(step));
}

export function toRouteObject(
  entry: RouteEntry,
  loadTexts: LoadTexts = loadNamespaces,
): RouteObject {
  const lazy = async () => {
    // the screen's chunk and its texts load in parallel; it renders when both are there
    const [module] = await Promise.all([loadChunk(entry.screen), loadTexts(entry.namespaces)]);
    return { Component: withTextsBoundary(module.default) };
  };
  const common = {
    id: entry.name,
    handle: entry as RouteEntry,
    loader: guardThenPrefetch(entry),
    lazy,
  };
  return entry.path === '/' ? { ...common, index: true } : { ...common, path: entry.path };
}

/** The app layout's route id: the other screens' routes are patched in under it (createAppRouter). */
export const LAYOUT_ROUTE_ID = 'layout';

export function appRoutes(table: readonly RouteEntry[], loadTexts?: LoadTexts): RouteObject[] {
  return [
    {
      id: LAYOUT_ROUTE_ID,
      path: '/',
      Component: AppLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: BusyFallback,
      children: [
        ...table.map((entry) => toRouteObject(entry, loadTexts)),
        { path: '*', loader: () => redirect('/') },
      ],
    },
  ];
}

/** The key React Router matches a static path by: case-insensitive, a trailing slash ignored. */
const pathKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** The entry whose static path is `pathname`, if one is (a path with parameters is never taken for it). */
export function staticEntryAt(
  table: readonly RouteEntry[],
  pathname: string,
): RouteEntry | undefined {
  const key = pathKey(pathname);
  return table.find((entry) => !entry.path.includes(':') && pathKey(entry.path) === key);
}

export interface StartingRoutes {
  routes: RouteObject[];
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
  /** gives `patch` the routes not yet added, once (the first navigation that needs them, or an idle moment before) */
  patchRest?: (patch: (children: RouteObject[]) => void) => void;
}

/**
 * The router starts with the first page's route and Login only, and every other route is added on the first navigation that
 * needs one (React Router's patchRoutesOnNavigation): React Router matches every route of its tree at start-up, and
 * with ~160 routes that was a good part of the start-up task (decision 028). A first page with path parameters, or
 * none in the table, starts with them all.
 */
export function startingRoutes(
  table: readonly RouteEntry[],
  pathname: string,
  loadTexts?: LoadTexts,
): StartingRoutes {
  const first = staticEntryAt(table, pathname);
  if (!first) return { routes: appRoutes(table, loadTexts) };
  // Login, the index route, is always there: the layout route's path is '/', so without it '/' would match the layout
  // alone, a match React Router does not patch, and a guard's redirect to Login would draw an empty page
  const starting = table.filter((entry) => entry === first || entry.path === '/');
  let rest: RouteEntry[] | undefined = table.filter((entry) => !starting.includes(entry));
  const patchRest = (patch: (children: RouteObject[]) => void) => {
    if (!rest) return;
    const children = rest.map((entry) => toRouteObject(entry, loadTexts));
    rest = undefined;
    patch(children);
  };
  return {
    routes: appRoutes(starting, loadTexts),
    patchRoutesOnNavigation: ({ patch }) =>
      patchRest((children) => patch(LAYOUT_ROUTE_ID, children)),
    patchRest,
  };
}

/**
 * The router, and `patchRemainingRoutes`: adds the routes the router started without (startingRoutes), for an idle
 * moment of a signed-in page, so that the first tap does not pay for React Router ranking ~160 routes (decision 066).
 */
export function createAppRouter(table: readonly RouteEntry[], pathname = window.location.pathname) {
  const { routes, patchRoutesOnNavigation, patchRest } = startingRoutes(table, pathname);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  onGuardsStale(() => void router.revalidate());
  const patchRemainingRoutes = () =>
    patchRest?.((children) => router.patchRoutes(LAYOUT_ROUTE_ID, children));
  return { router, patchRemainingRoutes };
}
