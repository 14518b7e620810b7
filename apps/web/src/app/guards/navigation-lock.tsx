/** Blocks navigation from a route to the routes its meta.preventNavigation names (spec §2), but for a flow's own step forward. */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { isFlowStep } from '../../shared/routing/flow-step';
import { matchRouteInfo } from '../../shared/routing/route-path';
import { useCurrentRoute } from '../../shared/routing/use-route-meta';
import { isNavigationPrevented } from './guard-decision';

export function NavigationLock() {
  const current = useCurrentRoute();
  const blocker = useBlocker(({ nextLocation, historyAction }) =>
    isNavigationPrevented(
      current,
      matchRouteInfo(nextLocation.pathname),
      isFlowStep(nextLocation.state, historyAction),
    ),
  );
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}
