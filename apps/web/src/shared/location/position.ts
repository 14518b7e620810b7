/**
 * The borrower's GPS position for the location check (spec §3 Session state: Location; §9 geolocation
 * timeout 10 s, a position up to an hour old is good enough). Never stored: asked for when a check needs it.
 */
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@lender/domain';

export type PositionResult =
  | { kind: 'position'; latitude: number; longitude: number }
  | { kind: 'denied' }
  | { kind: 'unavailable' };

/**
 * Asks the browser for the position (it prompts the first time); denied and unavailable are told apart. `fresh`: a
 * new fix, not the hour-old one the browser keeps — when she asks again after being told she is out of her store's
 * state (she may have crossed the line since).
 */
export function currentPosition({
  fresh = false,
}: { fresh?: boolean } = {}): Promise<PositionResult> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator))
    return Promise.resolve({ kind: 'unavailable' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'position',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        }),
      (error) =>
        resolve({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: fresh ? 0 : GEOLOCATION_MAX_AGE_MS },
    );
  });
}

/** Whether the browser would answer without a prompt ('granted'), refuses ('denied'), or would ask. */
export async function locationPermission(): Promise<PermissionState | 'unknown'> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'unknown';
  }
}
