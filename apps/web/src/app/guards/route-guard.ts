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
import { readLockedFlowOutcome, readLockedFlows } from '../../shared/session/locked-flows';
import { useSessionStore } from '../../shared/session/session-store';
import { decideGuard, type GuardInput } from './guard-decision';

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

export function guardLoader(route: RouteInfo) {
  return async (_args: LoaderFunctionArgs): Promise<null> => {
    const decision = decideGuard(await gatherGuardInput(route));
    if (decision.kind === 'continue') return null;
    if (decision.kind === 'signOut') useSessionStore.getState().signOut();
    throw redirect(routePath(decision.to, decision.query, route.meta.brand));
  };
}
