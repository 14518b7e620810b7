/**
 * The location check of a standard payment (spec §9 gpsCheckPayment / gpsForcePayment, default true; issue 49): the
 * same domain rule as an add-on's and a renewal's (locationRequirement for 'payment', locationRefusal against the
 * loan's store state). A position outside the store's state, or none while the force flag is on, is a 422 with the
 * add-on's location code, naming the position's field; the body names both states so the web can say where she is
 * and where her store is. A renewal (isRefi) has its own check in its steps (refinance-steps).
 */
import { LOCATION_ERROR_CODES } from '@lender/contract';
import { locationRefusal, locationRequirement, type ServerSettings } from '@lender/domain';
import { usStateAt } from '../../../integrations/geo';
import { text } from '../../../i18n';
import { CodedError } from '../../../lib/errors';

export interface PaymentPosition {
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/** Throws the payment's location refusal, if any. */
export function assertPaymentLocation(
  settings: ServerSettings,
  storeState: string,
  position: PaymentPosition,
): void {
  const hasPosition = position.latitude !== undefined && position.longitude !== undefined;
  const positionState = hasPosition ? usStateAt(position.latitude!, position.longitude!) : null;
  const refusal = locationRefusal({
    requirement: locationRequirement(settings, 'payment'),
    hasPosition,
    positionState,
    storeState,
  });
  if (!refusal) return;
  const required = refusal.code === 'locationRequired';
  throw new CodedError(
    422,
    required ? LOCATION_ERROR_CODES.locationRequired : LOCATION_ERROR_CODES.outOfStoreState,
    text(required ? 'location.required' : 'location.outOfStoreState'),
    'body.latitude',
    { extra: { storeState: storeState.toUpperCase(), positionState } },
  );
}
