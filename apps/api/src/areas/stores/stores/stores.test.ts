import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStoreResponseSchema, ZStoresResponseSchema } from '@lender/contract';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const search = async (query: string) => {
  const res = await get(`/api/stores?${query}`);
  expect(res.statusCode).toBe(200);
  return ZStoresResponseSchema.parse(res.json());
};

describe('GET /store', () => {
  it('returns the spec §3 Store shape, without sign-in', async () => {
    const res = await get('/api/store?storeId=101');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
    const store = ZStoreResponseSchema.parse(res.json());
    expect(store.storeInfo).toMatchObject({
      id: 101,
      address: '4120 Westheimer Rd, Houston, TX 77027',
      image: '/api/storemap?storeId=101',
      state: { label: 'Texas', value: 'TX' },
      lmsId: 'tlxe',
      timeZone: 'America/Chicago',
    });
    expect(store.storeInfo.hoursRaw).toContain('Mon-Fri');
    expect(store.brandConfig).toEqual({ brandName: 'inl' });
    expect(
      ZStoreResponseSchema.parse((await get('/api/store?storeId=118')).json()).storeInfo.lmsId,
    ).toBe('nls');
  });
  it('answers 404 for an unknown store and 400 for a bad id or an unknown field', async () => {
    const missing = await get('/api/store?storeId=9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Store not found');
    expect((await get('/api/store?storeId=abc')).statusCode).toBe(400);
    expect((await get('/api/store?storeId=101&x=1')).statusCode).toBe(400);
  });
});

describe('GET /storemap', () => {
  it('returns a generated SVG map with the store’s name', async () => {
    const res = await get('/api/storemap?storeId=101&width=400&height=200');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400" height="200"/,
    );
    expect(res.body).toContain('Houston Westheimer');
    expect((await get('/api/storemap?storeId=9999')).statusCode).toBe(404);
    expect((await get('/api/storemap?storeId=101&width=5000')).statusCode).toBe(400);
  });
});

describe('GET /stores', () => {
  it('by position: nearest first, with distances in miles', async () => {
    const found = await search('latitude=29.742&longitude=-95.446&limit=5');
    expect(found.searchedBy).toBe('position');
    expect(found.stores).toHaveLength(5);
    expect(found.stores[0]!.storeInfo.id).toBe(101);
    expect(found.stores[0]!.distanceMiles).toBe(0);
    const miles = found.stores.map((s) => s.distanceMiles!);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    expect(found.stores[1]!.storeInfo.city).toBe('Houston');
  });
  it('by position within a radius and for one brand', async () => {
    const near = await search('latitude=41.9&longitude=-87.7&radiusMiles=50');
    expect(near.stores.map((s) => s.storeInfo.id).sort()).toEqual([107, 108]);
    const tmx = await search('latitude=41.9&longitude=-87.7&brandName=tmx&limit=3');
    expect(tmx.stores.every((s) => s.brandConfig.brandName === 'tmx')).toBe(true);
  });
  it('by zip: a store’s own zip, a nearby zip, and an unknown region', async () => {
    const own = await search('zip=77027');
    expect(own).toMatchObject({
      searchedBy: 'zip',
      origin: { latitude: 29.742, longitude: -95.446 },
    });
    expect(own.stores[0]!.storeInfo.id).toBe(101);
    const nearby = await search('zip=77002&limit=2');
    expect(nearby.stores.map((s) => s.storeInfo.city)).toEqual(['Houston', 'Houston']);
    const none = await search('zip=01234');
    expect(none).toEqual({ searchedBy: 'zip', origin: null, stores: [] });
  });
  it('by state: that state’s stores by city, no distances', async () => {
    const found = await search('state=oh');
    expect(found.searchedBy).toBe('state');
    expect(found.stores.length).toBeGreaterThanOrEqual(4);
    expect(
      found.stores.every((s) => s.storeInfo.state.value === 'OH' && s.distanceMiles === null),
    ).toBe(true);
    const cities = found.stores.map((s) => s.storeInfo.city);
    expect([...cities].sort()).toEqual(cities);
  });
  it('refuses no mode, two modes, half a position and a bad zip, naming the field', async () => {
    for (const query of [
      '',
      'zip=77027&state=TX',
      'latitude=29.7',
      'zip=123',
      'state=Texas',
      'latitude=29.7&longitude=-95.4&state=TX',
    ]) {
      const res = await get(`/api/stores?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toMatch(/^query\./);
    }
    expect((await get('/api/stores?latitude=29.7')).json().field).toBe('query.longitude');
  });
});
