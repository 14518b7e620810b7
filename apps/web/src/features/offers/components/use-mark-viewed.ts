/** Opening an offer marks it viewed on this device (local storage): the menu badge clears. */
import { useEffect } from 'react';
import { useSessionStore } from '../../../shared/session/session-store';
import { useViewedOffersStore } from '../../../shared/offers';

export function useMarkViewed(offerKey: number | undefined): void {
  const customerId = useSessionStore((s) => s.customerId);
  useEffect(() => {
    if (customerId && offerKey !== undefined)
      useViewedOffersStore.getState().markViewed(customerId, offerKey);
  }, [customerId, offerKey]);
}
