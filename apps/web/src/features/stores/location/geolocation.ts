/**
 * "Use my location" (spec §9 Device and UI: geolocation timeout 10000 ms, maximum position age
 * 3600000 ms). Errors come back as a reason the locator turns into a message before falling back to
 * the zip or state search.
 */
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@lender/domain';

export interface Position {
  latitude: number;
  longitude: number;
}

export type LocationErrorReason = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class LocationError extends Error {
  constructor(readonly reason: LocationErrorReason) {
    super(`location ${reason}`);
    this.name = 'LocationError';
  }
}

export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: GEOLOCATION_MAX_AGE_MS,
};

function reasonOf(error: GeolocationPositionError): LocationErrorReason {
  if (error.code === error.PERMISSION_DENIED) return 'denied';
  if (error.code === error.TIMEOUT) return 'timeout';
  return 'unavailable';
}

export function currentPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new LocationError(reasonOf(error))),
      GEOLOCATION_OPTIONS,
    );
  });
}
