/** The data router: every route-table entry becomes a lazy child of the app layout, guarded by its loader. */
import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { guardLoader } from '../guards/route-guard';
import { loadNamespaces } from '../i18n';
import { AppLayout } from '../layout/app-layout';
import { RouteErrorBoundary } from '../layout/route-error-boundary';
import { BusyFallback } from '../layout/busy-spinner';
import { loadChunk } from '../../shared/chunks/load-chunk';
import type { RouteEntry } from './route-table';

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

export function toRouteObject(
  entry: RouteEntry,
  loadTexts: LoadTexts = loadNamespaces,
): RouteObject {
  const lazy = async () => {
    // the screen's chunk and its texts load in parallel; it renders when both are there
    const [module] = await Promise.all([loadChunk(entry.screen), loadTexts(entry.namespaces)]);
    return { Component: withTextsBoundary(module.default) };
  };
  const common = { id: entry.name, handle: entry as RouteEntry, loader: guardLoader(entry), lazy };
  return entry.path === '/' ? { ...common, index: true } : { ...common, path: entry.path };
}

export function appRoutes(table: readonly RouteEntry[], loadTexts?: LoadTexts): RouteObject[] {
  return [
    {
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

export function createAppRouter(table: readonly RouteEntry[]) {
  return createBrowserRouter(appRoutes(table));
}
