/** The locator's search lives in the URL (?zip= | ?state= | ?lat=&lng=), so Back from a store keeps the list. */
import { isUsStateCode, isValidZip } from '@lender/domain';
import type { StoreSearch } from '../api/stores';

export function searchFromParams(params: URLSearchParams): StoreSearch | undefined {
  const zip = params.get('zip');
  if (zip !== null) return isValidZip(zip) ? { by: 'zip', zip } : undefined;
  const state = params.get('state')?.toUpperCase();
  if (state) return isUsStateCode(state) ? { by: 'state', state } : undefined;
  const latitude = Number(params.get('lat'));
  const longitude = Number(params.get('lng'));
  const hasPosition = params.get('lat') !== null && params.get('lng') !== null;
  if (hasPosition && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)
    return { by: 'position', latitude, longitude };
  return undefined;
}

export function paramsFromSearch(search: StoreSearch): Record<string, string> {
  if (search.by === 'zip') return { zip: search.zip };
  if (search.by === 'state') return { state: search.state };
  // about 100 m: enough for "nearest stores", without keeping the exact position in the history
  return { lat: search.latitude.toFixed(3), lng: search.longitude.toFixed(3) };
}
