/** Contract-shaped answers for the stores tests. */
import type { TStore, TStoreSearchResult, TStoresResponse } from '@lender/contract';

export const houston: TStore = {
  storeInfo: {
    id: 101,
    name: 'Houston Westheimer',
    phone: '7135550101',
    address: '4120 Westheimer Rd, Houston, TX 77027',
    hoursRaw: 'Mon-Fri 9:00 AM-7:00 PM; Sat 10:00 AM-4:00 PM; Sun Closed',
    image: '/api/storemap?storeId=101',
    state: { label: 'Texas', value: 'TX' },
    lmsId: 'tlxe',
    email: 'store101@inl.example.com',
    address1: '4120 Westheimer Rd',
    city: 'Houston',
    zip: '77027',
    latitude: 29.742,
    longitude: -95.446,
    timeZone: 'America/Chicago',
  },
  brandConfig: { brandName: 'inl' },
};

const gulf: TStore = {
  ...houston,
  storeInfo: {
    ...houston.storeInfo,
    id: 102,
    name: 'Houston Gulf',
    phone: '7135550102',
    email: 'store102@tmx.example.com',
    address: '8815 Gulf Fwy, Houston, TX 77017',
    latitude: 29.676,
    longitude: -95.269,
  },
  brandConfig: { brandName: 'tmx' },
};

export const withDistance = (store: TStore, distanceMiles: number | null): TStoreSearchResult => ({
  ...store,
  distanceMiles,
});

export const zipResults: TStoresResponse = {
  searchedBy: 'zip',
  origin: { latitude: 29.742, longitude: -95.446 },
  stores: [withDistance(houston, 0), withDistance(gulf, 11.4)],
};
