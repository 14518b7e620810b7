/**
 * Route guards (spec §2) as one pure decision per navigation. The loader gathers the inputs; this
 * function decides; the loader carries out the decision.
 */
import {
  brandRouteAllowed,
  needsMaintenanceForProviders,
  type BrandCode,
  type BrandProviders,
} from '@lender/domain';
import type { LockedFlowOutcome } from '../../shared/session/locked-flows';
import type { RouteInfo } from '../../shared/routing/types';

export interface GuardInput {
  route: Pick<RouteInfo, 'name' | 'group' | 'meta'>;
  /** undefined when the status check failed (logged; navigation continues) */
  serviceAvailable: boolean | undefined;
  authenticated: boolean;
  userBrands: readonly BrandCode[];
  /** undefined when the brands could not be loaded */
  providers: BrandProviders | undefined;
  lockedFlows: readonly string[];
  lockedFlowOutcome: LockedFlowOutcome;
}

export type GuardDecision =
  | { kind: 'continue' }
  | { kind: 'redirect'; to: string; query?: Record<string, string> }
  /** sign the user out, then go to Login with the locked-flow message */
  | { kind: 'signOut'; to: 'Login'; query: Record<string, string> };

const CONTINUE: GuardDecision = { kind: 'continue' };

/** Routes that need a session: the authenticated group and the brand-prefixed routes. */
export function isAuthenticatedArea(route: Pick<RouteInfo, 'group'>): boolean {
  return route.group === 'authenticated' || route.group === 'brand';
}

export function isOutsideLockedFlows(
  route: Pick<RouteInfo, 'meta'>,
  lockedFlows: readonly string[],
): boolean {
  return (
    lockedFlows.length > 0 &&
    !(route.meta.flow !== undefined && lockedFlows.includes(route.meta.flow))
  );
}

export function decideGuard(input: GuardInput): GuardDecision {
  const { route } = input;
  if (route.name === 'MaintenanceMode') return CONTINUE;
  if (input.serviceAvailable === false) return { kind: 'redirect', to: 'MaintenanceMode' };
  if (!isAuthenticatedArea(route)) return CONTINUE;
  if (!input.authenticated) return { kind: 'redirect', to: 'Login' };
  if (isOutsideLockedFlows(route, input.lockedFlows)) {
    return { kind: 'signOut', to: 'Login', query: { flowEnded: input.lockedFlowOutcome } };
  }
  if (!input.providers) return CONTINUE;
  const brand = route.group === 'brand' ? route.meta.brand : undefined;
  if (brand && !brandRouteAllowed(brand, input.userBrands, input.providers))
    return { kind: 'redirect', to: 'Home' };
  if (needsMaintenanceForProviders(input.userBrands, input.providers))
    return { kind: 'redirect', to: 'MaintenanceMode' };
  return CONTINUE;
}

/**
 * From a route whose meta lists `preventNavigation`, those named routes cannot be entered, except by the flow's
 * own step forward (shared/routing/flow-step: AccountDisclosures' "Review and sign" opens DocuSignView).
 */
export function isNavigationPrevented(
  from: Pick<RouteInfo, 'meta'> | undefined,
  to: Pick<RouteInfo, 'baseName'> | undefined,
  flowStep = false,
): boolean {
  return !flowStep && Boolean(from && to && from.meta.preventNavigation?.includes(to.baseName));
}
