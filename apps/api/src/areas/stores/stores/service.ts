/**
 * Stores (spec §3 Store, §7 GET /store and /storemap) and the locator search GET /stores (by position,
 * zip or state; see ZStoresQuerySchema). Public reads.
 */
import type { TLanguage, TStore, TStoresResponse, TStoresSearch } from '@lender/contract';
import {
  isBrandCode,
  nearestFirst,
  roundMiles,
  usStateLabel,
  zipOrigin,
  type GeoPoint,
} from '@lender/domain';
import type { MapImage, MapsPort } from '../../../integrations/maps';
import { LMS_REFERENCE_IDS } from '../../../lib/lms-reference-ids';
import { NotFoundError } from '../../../lib/errors';
import { hoursLinesIn } from './hours-text';
import type { StoreRow, StoresRepo } from './repo';

export const STORE_NOT_FOUND_MESSAGE = 'Store not found';

export interface StoresServiceDeps {
  repo: Pick<StoresRepo, 'findStore' | 'listStores'>;
  maps: MapsPort;
}

export const storeAddress = (row: Pick<StoreRow, 'address1' | 'city' | 'state' | 'zip'>) =>
  `${row.address1}, ${row.city}, ${row.state} ${row.zip}`;

/** The spec §3 Store shape of a stores row. */
export function toStore(row: StoreRow, language: TLanguage = 'en'): TStore {
  if (!isBrandCode(row.brandCode)) throw new Error(`store ${row.id} has an unknown brand`);
  return {
    storeInfo: {
      id: row.id,
      name: row.name,
      phone: row.phone,
      address: storeAddress(row),
      hoursRaw: row.hoursRaw,
      hours: hoursLinesIn(row.hoursRaw, language),
      image: `/api/storemap?storeId=${row.id}`,
      state: { label: usStateLabel(row.state) ?? row.state, value: row.state },
      lmsId: LMS_REFERENCE_IDS[row.loanSystem],
      email: row.email,
      address1: row.address1,
      city: row.city,
      zip: row.zip,
      latitude: row.latitude,
      longitude: row.longitude,
      timeZone: row.timeZone,
    },
    brandConfig: { brandName: row.brandCode },
  };
}

export function createStoresService({ repo, maps }: StoresServiceDeps) {
  async function storeRow(storeId: number): Promise<StoreRow> {
    const row = await repo.findStore(storeId);
    if (!row) throw new NotFoundError(STORE_NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    storeRow,

    async store(storeId: number, language: TLanguage = 'en'): Promise<TStore> {
      return toStore(await storeRow(storeId), language);
    },

    async storeMap(storeId: number, size: { width: number; height: number }): Promise<MapImage> {
      const row = await storeRow(storeId);
      return maps.storeMap(
        {
          name: row.name,
          address: storeAddress(row),
          latitude: row.latitude,
          longitude: row.longitude,
        },
        size,
      );
    },

    async search(query: TStoresSearch, language: TLanguage = 'en'): Promise<TStoresResponse> {
      if (query.state) {
        const rows = await repo.listStores({ state: query.state, brandCode: query.brandName });
        return {
          searchedBy: 'state',
          origin: null,
          stores: rows
            .slice(0, query.limit)
            .map((row) => ({ ...toStore(row, language), distanceMiles: null })),
        };
      }
      const rows = await repo.listStores({ brandCode: query.brandName });
      let origin: GeoPoint | null;
      if (query.zip) origin = zipOrigin(query.zip, await repo.listStores());
      else origin = { latitude: query.latitude!, longitude: query.longitude! };
      const searchedBy = query.zip ? 'zip' : 'position';
      if (!origin) return { searchedBy, origin: null, stores: [] };
      const stores = nearestFirst(origin, rows)
        .filter(({ miles }) => query.radiusMiles === undefined || miles <= query.radiusMiles)
        .slice(0, query.limit)
        .map(({ item, miles }) => ({
          ...toStore(item, language),
          distanceMiles: roundMiles(miles),
        }));
      return { searchedBy, origin, stores };
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
