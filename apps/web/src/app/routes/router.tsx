/** The data router: every route-table entry becomes a lazy child of the app layout, guarded by its loader. */
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { guardLoader } from '../guards/route-guard';
import { AppLayout } from '../layout/app-layout';
import { RouteErrorBoundary } from '../layout/route-error-boundary';
import { BusyFallback } from '../layout/busy-spinner';
import { loadChunk } from './lazy-screen';
import type { RouteEntry } from './route-table';

export function toRouteObject(entry: RouteEntry): RouteObject {
  const lazy = async () => {
    const module = await loadChunk(entry.screen);
    return { Component: module.default };
  };
  const common = { id: entry.name, handle: entry as RouteEntry, loader: guardLoader(entry), lazy };
  return entry.path === '/' ? { ...common, index: true } : { ...common, path: entry.path };
}

export function appRoutes(table: readonly RouteEntry[]): RouteObject[] {
  return [
    {
      path: '/',
      Component: AppLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: BusyFallback,
      children: [...table.map(toRouteObject), { path: '*', loader: () => redirect('/') }],
    },
  ];
}

export function createAppRouter(table: readonly RouteEntry[]) {
  return createBrowserRouter(appRoutes(table));
}
