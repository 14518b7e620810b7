/** Great-circle distance for the store locator (spec §1 "Find stores"). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in miles between two points. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles rounded to one decimal, as the locator shows them. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

/** Items with a position, nearest to `origin` first, each with its distance (ties keep their order). */
export function nearestFirst<T extends GeoPoint>(
  origin: GeoPoint,
  items: readonly T[],
): { item: T; miles: number }[] {
  return items
    .map((item, index) => ({ item, index, miles: distanceMiles(origin, item) }))
    .sort((x, y) => x.miles - y.miles || x.index - y.index)
    .map(({ item, miles }) => ({ item, miles }));
}

/**
 * The position a 5-digit zip stands for, from the stores we know: a store with that exact zip gives its
 * coordinates; otherwise the centre of the stores sharing the longest leading prefix (3, 2, then 1
 * digits); null when no store shares even the first digit.
 */
export function zipOrigin(
  zip: string,
  places: readonly (GeoPoint & { zip: string })[],
): GeoPoint | null {
  for (const length of [5, 3, 2, 1]) {
    const prefix = zip.slice(0, length);
    const matches = places.filter((p) => p.zip.startsWith(prefix));
    if (matches.length > 0) {
      return {
        latitude: matches.reduce((sum, p) => sum + p.latitude, 0) / matches.length,
        longitude: matches.reduce((sum, p) => sum + p.longitude, 0) / matches.length,
      };
    }
  }
  return null;
}
