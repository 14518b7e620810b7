/**
 * The guard loader every named route runs on navigation: gathers the inputs (service status, brands
 * and providers, session, locked flows), asks decideGuard, and carries out the decision.
 */
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
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

/**
 * A guard's input as the app has it, without waiting: a stale answer — the one a page the service worker kept
 * carries (decision 037), or one past its time in the app — lets the navigation go on and is fetched again behind
 * it (`checked` gets the new answer). With no answer yet, or a stale one that would stop the navigation
 * (`goesOn` false), the navigation waits for the call.
 */
async function keptOrFetched<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
  {
    goesOn = () => true,
    checked = () => undefined,
  }: { goesOn?: (answer: T) => boolean; checked?: (answer: T) => void } = {},
): Promise<T> {
  const kept = queryClient.getQueryData<T>(options.queryKey);
  if (kept === undefined) return queryClient.fetchQuery(options);
  const updatedAt = queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ?? 0;
  // the query's own staleTime (the guard's queries give a number)
  const staleMs = typeof options.staleTime === 'number' ? options.staleTime : 0;
  if (Date.now() - updatedAt >= staleMs) {
    if (!goesOn(kept)) return queryClient.fetchQuery(options);
    queryClient.fetchQuery(options).then(checked, (error: unknown) => {
      console.warn('[guard] a check behind the navigation failed', error);
    });
  }
  return kept;
}

let runGuardsAgain: () => void = () => undefined;

/** The router's own revalidation (createAppRouter): the guards run again when a check behind a navigation says so. */
export function onGuardsStale(revalidate: () => void): void {
  runGuardsAgain = revalidate;
}

/**
 * Service status (spec §2: checked on every navigation, cached, short timeout); a failure is logged and navigation
 * continues (undefined). Checked behind the navigation when the app has an answer: found unavailable, the guards run
 * again and go to MaintenanceMode.
 */
export async function loadServiceAvailable(): Promise<boolean | undefined> {
  try {
    const status = await keptOrFetched(serviceStatusQuery(), {
      // an old "unavailable" (a page kept during maintenance) is asked again before MaintenanceMode
      goesOn: ({ available }) => available,
      checked: ({ available }) => {
        if (!available) runGuardsAgain();
      },
    });
    return status.available;
  } catch (error) {
    console.warn('[guard] service status check failed; continuing', error);
    return undefined;
  }
}

/** Brands and their providers (cached); undefined when they cannot be loaded. */
export async function loadProviders(): Promise<BrandProviders | undefined> {
  try {
    // brands change seldom: a new answer is for the next navigation
    return (await keptOrFetched(serviceProviderQuery())).brands;
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
