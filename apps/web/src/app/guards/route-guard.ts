/**
 * The guard loader every named route runs on navigation: gathers the inputs (service status, brands
 * and providers, session, locked flows), asks decideGuard, and carries out the decision.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { BrandProviders } from '@lender/domain';
import { serviceProviderQuery } from '../../shared/config/service-provider';
import { serviceStatusQuery } from '../../shared/config/service-status';
import { queryClient } from '../../shared/query/query-client';
import { routePath } from '../../shared/routing/route-path';
import type { RouteInfo } from '../../shared/routing/types';
import {
  isPasswordResetRequired,
  storeIntendedDestination,
} from '../../shared/session/intended-destination';
import { readLockedFlowOutcome, readLockedFlows } from '../../shared/session/locked-flows';
import {
  authenticateFromQuery,
  isLinkAlreadyUsed,
  needsQueryAuth,
  readQueryAuth,
  withoutAuthQuery,
} from '../../shared/session/query-auth';
import { useSessionStore } from '../../shared/session/session-store';
import { endSession } from '../../shared/session/sign-out';
import { decideGuard, isAuthenticatedArea, type GuardInput } from './guard-decision';

/** Service status; a failure is logged and navigation continues (undefined). */
export async function loadServiceAvailable(): Promise<boolean | undefined> {
  try {
    return (await queryClient.fetchQuery(serviceStatusQuery())).available;
  } catch (error) {
    console.warn('[guard] service status check failed; continuing', error);
    return undefined;
  }
}

/** Brands and their providers (cached); undefined when they cannot be loaded. */
export async function loadProviders(): Promise<BrandProviders | undefined> {
  try {
    return (await queryClient.fetchQuery(serviceProviderQuery())).brands;
  } catch (error) {
    console.warn('[guard] brands could not be loaded; brand checks skipped', error);
    return undefined;
  }
}

export async function gatherGuardInput(route: RouteInfo): Promise<GuardInput> {
  const [serviceAvailable, providers] = await Promise.all([
    loadServiceAvailable(),
    loadProviders(),
  ]);
  const session = useSessionStore.getState();
  return {
    route,
    serviceAvailable,
    authenticated: session.authenticated,
    userBrands: session.brands,
    providers,
    lockedFlows: readLockedFlows(),
    lockedFlowOutcome: readLockedFlowOutcome(),
  };
}

/**
 * A profileId query with no access token authenticates (signed link or device key) before the
 * checks; a guest session is locked to the route's flow. PasswordResetRequired stores the
 * destination and goes to SecureAccount; a signed link used before goes to Login with linkUsed;
 * another failure is logged and the checks send to Login.
 */
async function authenticateByQuery(route: RouteInfo, request: Request | undefined): Promise<void> {
  if (!request || !isAuthenticatedArea(route)) return;
  const url = new URL(request.url);
  const auth = needsQueryAuth(url) ? readQueryAuth(url) : undefined;
  if (!auth) return;
  try {
    await authenticateFromQuery(auth, route.meta.brand);
    if (auth.guest && route.meta.flow) useSessionStore.getState().lockFlow(route.meta.flow);
  } catch (error) {
    if (isPasswordResetRequired(error)) {
      storeIntendedDestination(withoutAuthQuery(url));
      throw redirect(routePath('SecureAccount'));
    }
    // a signed link works once: Login asks to sign in or to ask for a new link
    if (isLinkAlreadyUsed(error)) throw redirect(routePath('Login', { linkUsed: 'true' }));
    console.warn('[guard] authentication by query failed', error);
    return;
  }
  // the signature and profile id do not stay in the address bar or the history
  throw redirect(withoutAuthQuery(url));
}

export function guardLoader(route: RouteInfo) {
  return async (args?: LoaderFunctionArgs): Promise<null> => {
    await authenticateByQuery(route, args?.request);
    const decision = decideGuard(await gatherGuardInput(route));
    if (decision.kind === 'continue') return null;
    if (decision.kind === 'signOut') await endSession('lockedFlow');
    throw redirect(routePath(decision.to, decision.query, route.meta.brand));
  };
}
