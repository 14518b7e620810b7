/**
 * Build URLs by route NAME (spec §2). The app's route table registers every route at start-up; the
 * features call `routePath` / `useRoutePath` without knowing the table.
 */
import { matchPath } from 'react-router';
import type { BrandCode } from '@lender/domain';
import { readDefaultBrand } from '../brand/default-brand';
import type { RouteInfo, RouteParams } from './types';

let byName = new Map<string, RouteInfo>();

export function registerRoutes(routes: readonly RouteInfo[]): void {
  byName = new Map(routes.map((route) => [route.name, route]));
}

export function findRoute(name: string): RouteInfo | undefined {
  return byName.get(name);
}

/** The registered route whose path matches `pathname`, if any. */
export function matchRouteInfo(pathname: string): RouteInfo | undefined {
  for (const route of byName.values()) {
    if (matchPath({ path: route.path, end: true }, pathname)) return route;
  }
  return undefined;
}

/**
 * An unknown route name tries the same name prefixed by the current brand; otherwise Login
 * (spec §2 Route guards).
 */
export function resolveRouteName(
  name: string,
  currentBrand: BrandCode,
  exists: (name: string) => boolean,
): string {
  if (exists(name)) return name;
  const prefixed = `${currentBrand}-${name}`;
  return exists(prefixed) ? prefixed : 'Login';
}

/** Fill `:param` segments from params; the remaining defined params become the query string. */
export function buildPath(pattern: string, params: RouteParams = {}): string {
  const used = new Set<string>();
  const path = pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, key: string) => {
    used.add(key);
    const value = params[key];
    if (value === undefined || value === '')
      throw new Error(`Missing route param "${key}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!used.has(key) && value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The URL of a route by NAME; `currentBrand` defaults to the runtime default brand. */
export function routePath(
  name: string,
  params?: RouteParams,
  currentBrand: BrandCode = readDefaultBrand(),
): string {
  const resolved = resolveRouteName(name, currentBrand, (n) => byName.has(n));
  const route = byName.get(resolved);
  if (!route) return '/';
  // a name that fell back to Login does not carry its params over
  const fellBack = resolved === 'Login' && name !== 'Login';
  return buildPath(route.path, fellBack ? undefined : params);
}
