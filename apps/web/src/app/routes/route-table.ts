/**
 * THE route table (spec §2): every route name and path, its group, meta and lazy screen. Brand-prefixed
 * routes are registered for `registeredBrands(defaultBrand)`, with the default brand read at runtime
 * from the app-default-brand meta tag. Build URLs with `routePath(name, params)`.
 */
import { registeredBrands, type BrandCode } from '@lender/domain';
import { readDefaultBrand } from '../../shared/brand/default-brand';
import { registerRoutes } from '../../shared/routing/route-path';
import type { RouteInfo, ScreenLoader, ScreenRegistry } from '../../shared/routing/types';
import { brandRoutes } from './brand-routes';
import { collectScreenNamespaces, collectScreens } from './feature-screens';
import { AUTHENTICATED_ROUTES, TOP_LEVEL_ROUTES, UNAUTHENTICATED_ROUTES } from './root-routes';

export {
  routePath,
  resolveRouteName,
  findRoute,
  matchRouteInfo,
} from '../../shared/routing/route-path';
export type { RouteGroup, RouteInfo, RouteMeta, RouteParams } from '../../shared/routing/types';

export interface RouteEntry extends RouteInfo {
  screen: ScreenLoader;
  /** i18n namespaces loaded before the screen renders (besides the default 'translation') */
  namespaces: readonly string[];
}

/** Every route of the app for a default brand, without screens. */
export function routeInfos(defaultBrand: BrandCode): RouteInfo[] {
  return [
    ...UNAUTHENTICATED_ROUTES,
    ...AUTHENTICATED_ROUTES,
    ...registeredBrands(defaultBrand).flatMap(brandRoutes),
    ...TOP_LEVEL_ROUTES,
  ];
}

export function buildRouteTable(
  defaultBrand: BrandCode,
  screens: ScreenRegistry = collectScreens(),
  namespaces: Readonly<Record<string, readonly string[]>> = collectScreenNamespaces(),
): RouteEntry[] {
  return routeInfos(defaultBrand).map((info) => {
    const screen = screens[info.baseName];
    // every route of spec §2 has its own screen (decision 060): a route without one is a wiring error
    if (!screen) throw new Error(`No screen registered for route ${info.name}`);
    return { ...info, screen, namespaces: namespaces[info.baseName] ?? [] };
  });
}

/** The table of this page load (runtime default brand); registered for `routePath`. */
export function createRouteTable(defaultBrand: BrandCode = readDefaultBrand()): RouteEntry[] {
  const table = buildRouteTable(defaultBrand);
  registerRoutes(table);
  return table;
}
