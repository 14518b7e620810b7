/**
 * The offers menu badge (spec §2 Side menu, §3 Offer): for a signed-in customer of the main brand family, the
 * count of offers not yet opened on this device (domain unviewedOffersCount), kept in the session's unviewedOffers.
 * A refused or failed load is tried again on the next screen.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { isMainFamily, unviewedOffersCount } from '@lender/domain';
import { useSessionStore } from '../session/session-store';
import { offersQuery, useOffers } from './api';
import { useViewedOffersStore } from './viewed';

export function useOffersBadge(): void {
  const { authenticated, guest, brands, customerId } = useSessionStore(
    useShallow((s) => ({
      authenticated: s.authenticated,
      guest: s.guest,
      brands: s.brands,
      customerId: s.customerId,
    })),
  );
  const enabled = authenticated && !guest && customerId !== undefined && brands.some(isMainFamily);
  const query = useOffers(enabled);
  const offers = query.data?.offers;
  const { pathname } = useLocation();
  const client = useQueryClient();
  // refused before the session was ready (the trusted-device step): asked again on the next screen, once. The state
  // is read here, not subscribed to: a refetch of a query that never loaded goes back to pending, so an effect on
  // isError would ask again on every refusal, in a loop
  useEffect(() => {
    const { queryKey } = offersQuery();
    if (enabled && client.getQueryState(queryKey)?.status === 'error')
      void client.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false });
  }, [pathname, enabled, client]);
  const viewed = useViewedOffersStore((s) =>
    customerId ? (s.byCustomer[customerId] ?? null) : null,
  );
  const viewedOf = useViewedOffersStore((s) => s.viewedOf);
  const count =
    enabled && offers && customerId
      ? unviewedOffersCount(offers, viewed ?? viewedOf(customerId))
      : 0;
  useEffect(() => {
    if (useSessionStore.getState().unviewedOffers !== count)
      useSessionStore.getState().update({ unviewedOffers: count });
  }, [count]);
}
