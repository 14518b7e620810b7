import { useMatches } from 'react-router';
import type { RouteInfo, RouteMeta } from './types';

function isRouteInfo(handle: unknown): handle is RouteInfo {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'meta' in handle;
}

/** The route entry (name, group, meta) of the screen being shown, if it is a named route. */
export function useCurrentRoute(): RouteInfo | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteInfo(handle)) return handle;
  }
  return undefined;
}

/** Route meta of the current screen: flow, brand, paymentFlowPage, preventNavigation. */
export function useRouteMeta(): RouteMeta {
  return useCurrentRoute()?.meta ?? {};
}
