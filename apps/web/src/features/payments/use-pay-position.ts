/**
 * The position a pay button sends when its location check asks for one (spec §9 GPS flags: a standard payment's
 * gpsCheckPayment/gpsForcePayment, a renewal's gpsCheckRefinance/gpsForceRefinance; the domain rule the server
 * enforces). No check: nothing is asked. The browser refuses while the check is forced: GpsLocationDisabled, which
 * comes back to the pay step; no fix while forced: "try again". `fresh`: a new fix, not the one the browser kept
 * (asked again after "you are in another state").
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LocationTransaction } from '@lender/domain';
import {
  currentPosition,
  locationStepQuery,
  useLocationRequirement,
  type LocationNextScreen,
} from '../../shared/location';
import { routePath } from '../../shared/routing/route-path';
import type { Position } from './refinance-request';
import type { PaymentRoute } from './use-payment-route';

/** What to pay with: `position` (absent: none was needed or none was found while not forced); null: do not pay now. */
export type PayPosition = { position?: Position } | null;

export function usePayPosition(
  route: Pick<PaymentRoute, 'brand' | 'loanId'>,
  transaction: LocationTransaction,
  payStep: LocationNextScreen,
) {
  const navigate = useNavigate();
  const location = useLocationRequirement(transaction);
  const [locating, setLocating] = useState(false);
  const [locationFailed, setLocationFailed] = useState(false);

  const positionToPay = async ({ fresh = false } = {}): Promise<PayPosition> => {
    setLocationFailed(false);
    if (!location.check) return {};
    setLocating(true);
    const found = await currentPosition({ fresh });
    setLocating(false);
    if (found.kind === 'position')
      return { position: { latitude: found.latitude, longitude: found.longitude } };
    if (!location.force) return {};
    if (found.kind === 'denied') {
      const step = locationStepQuery({ transaction, next: payStep });
      void navigate(
        `${routePath(`${route.brand}-GpsLocationDisabled`, { loanId: route.loanId })}${step}`,
      );
    } else setLocationFailed(true);
    return null;
  };

  return { positionToPay, locating, locationFailed };
}
