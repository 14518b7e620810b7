/**
 * A browser's geolocation for component tests (jsdom has none): what the permission query says, and how
 * getCurrentPosition answers — a position, a refusal (PERMISSION_DENIED) or no fix (POSITION_UNAVAILABLE).
 * Records each request. Undo with restoreGeolocation().
 */
import { vi } from 'vitest';

export type FakePosition = { latitude: number; longitude: number } | 'denied' | 'unavailable';

const ERROR_CODES = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as const;

export function stubGeolocation(options: { permission: PermissionState; answer: FakePosition }) {
  const state = { ...options };
  const getCurrentPosition = vi.fn(
    (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      _options?: PositionOptions,
    ) => {
      if (typeof state.answer === 'object')
        success({
          coords: { ...state.answer, accuracy: 10 },
          timestamp: Date.now(),
        } as unknown as GeolocationPosition);
      else
        failure?.({
          ...ERROR_CODES,
          code: state.answer === 'denied' ? 1 : 2,
          message: state.answer,
        } as GeolocationPositionError);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: vi.fn(() => Promise.resolve({ state: state.permission })) },
  });
  return {
    getCurrentPosition,
    /** what the browser says from now on (a borrower turning location on) */
    set: (next: { permission: PermissionState; answer: FakePosition }) =>
      Object.assign(state, next),
  };
}

export function restoreGeolocation() {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
}

/** P3's store in Columbus, OH, and a position in another state. */
export const AT_THE_STORE = { latitude: 40.005, longitude: -83.009 };
/** P1's store (A1) in Houston, TX. */
export const IN_HOUSTON = { latitude: 29.76, longitude: -95.37 };
/** New Orleans, LA: outside A1's store state. */
export const IN_NEW_ORLEANS = { latitude: 29.95, longitude: -90.07 };
