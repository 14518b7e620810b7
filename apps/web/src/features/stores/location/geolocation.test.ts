import { describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_OPTIONS, LocationError, currentPosition } from './geolocation';

function geolocationAnswering(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) =>
      answer(ok, fail as PositionErrorCallback),
  );
  return { geolocation: { getCurrentPosition } as unknown as Geolocation, getCurrentPosition };
}

const positionError = (code: number) =>
  ({
    code,
    PERMISSION_DENIED: 1,
    POSITION_UNAVAILABLE: 2,
    TIMEOUT: 3,
    message: 'x',
  }) as GeolocationPositionError;

describe('currentPosition', () => {
  it('asks with the spec §9 timeout and maximum age and resolves the coordinates', async () => {
    const { geolocation, getCurrentPosition } = geolocationAnswering((ok) =>
      ok({ coords: { latitude: 29.76, longitude: -95.37 } } as GeolocationPosition),
    );
    await expect(currentPosition(geolocation)).resolves.toEqual({
      latitude: 29.76,
      longitude: -95.37,
    });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual(GEOLOCATION_OPTIONS);
    expect(GEOLOCATION_OPTIONS).toMatchObject({ timeout: 10_000, maximumAge: 3_600_000 });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('turns error code %i into %s', async (code, reason) => {
    const { geolocation } = geolocationAnswering((_ok, fail) => fail(positionError(code)));
    const error = await currentPosition(geolocation).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocationError);
    expect((error as LocationError).reason).toBe(reason);
  });

  it('rejects as unsupported without a geolocation API', async () => {
    await expect(currentPosition(undefined)).rejects.toMatchObject({ reason: 'unsupported' });
  });
});
