/**
 * Where the phone is (spec §9 GPS flags: a payment, a renewal and an add-on check that the borrower is in her store's
 * state; all on by default). The seeded stores: A1's in Houston, TX; T1's, S1's and R1's in Chicago, IL; L1's in
 * Columbus, OH. `phoneIn(place)` is the `test.use` options of a phone there with location allowed; `moveTo` moves a
 * context's phone during a test.
 */
import type { BrowserContext } from '@playwright/test';

export const PLACES = {
  houston: { latitude: 29.76, longitude: -95.37 },
  chicago: { latitude: 41.88, longitude: -87.63 },
  columbus: { latitude: 40.005, longitude: -83.009 },
  newOrleans: { latitude: 29.95, longitude: -90.07 },
} as const;
export type Place = keyof typeof PLACES;

export const IN_HOUSTON = PLACES.houston;

/** `test.use(phoneIn('chicago'))`: the journey's phone in Chicago, location allowed for the site. */
export const phoneIn = (place: Place) => ({
  geolocation: { ...PLACES[place] },
  permissions: ['geolocation'],
});

/** The phone of `context` moves to `place` (location allowed). */
export async function moveTo(context: BrowserContext, place: Place): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(PLACES[place]);
}
