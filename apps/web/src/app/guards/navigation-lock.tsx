/** Blocks navigation from a route to the routes its meta.preventNavigation names (spec §2). */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { matchRouteInfo } from '../../shared/routing/route-path';
import { useCurrentRoute } from '../../shared/routing/use-route-meta';
import { isNavigationPrevented } from './guard-decision';

export function NavigationLock() {
  const current = useCurrentRoute();
  const blocker = useBlocker(({ nextLocation }) =>
    isNavigationPrevented(current, matchRouteInfo(nextLocation.pathname)),
  );
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}
