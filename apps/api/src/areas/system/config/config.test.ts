import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZConfigSettingsResponseSchema,
  ZContactsResponseSchema,
  ZLmsReferenceIdResponseSchema,
  ZServiceProviderResponseSchema,
  ZStatesResponseSchema,
} from '@lender/contract';
import { BRAND_CODES, SERVER_SETTINGS_DEFAULTS } from '@lender/domain';
import { brands, providers, settings } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { CONFIG_OVERRIDES_KEY } from './repo';
import { mergeOverrides } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEFAULT_BRAND: 'tmx' });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/configsettings', () => {
  it('returns the spec defaults and the default brand, short-cached', async () => {
    const res = await get('/api/configsettings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = ZConfigSettingsResponseSchema.parse(res.json());
    expect(body.defaultBrand).toBe('tmx');
    expect(body.settings).toEqual(SERVER_SETTINGS_DEFAULTS);
  });

  it('merges valid stored overrides and ignores unknown or ill-typed ones', async () => {
    await t.database.db.insert(settings).values({
      key: CONFIG_OVERRIDES_KEY,
      value: { sessionTimeout: 10, paymentTimeout: 'soon', bogus: true },
    });
    const body = ZConfigSettingsResponseSchema.parse((await get('/api/configsettings')).json());
    expect(body.settings.sessionTimeout).toBe(10);
    expect(body.settings.paymentTimeout).toBe(SERVER_SETTINGS_DEFAULTS.paymentTimeout);
    expect(body.settings).not.toHaveProperty('bogus');
  });

  it('mergeOverrides tolerates a missing or non-object value', () => {
    expect(mergeOverrides(undefined)).toEqual(SERVER_SETTINGS_DEFAULTS);
    expect(mergeOverrides([1, 2])).toEqual(SERVER_SETTINGS_DEFAULTS);
  });
});

describe('GET /api/contacts', () => {
  it("lists each brand's phone, email and hours, and a support phone per loan system", async () => {
    const res = await get('/api/contacts');
    expect(res.statusCode).toBe(200);
    const body = ZContactsResponseSchema.parse(res.json());
    const rows = await t.database.db.select().from(brands);
    expect(body.contacts.map((c) => c.brand).sort()).toEqual(rows.map((r) => r.code).sort());
    for (const contact of body.contacts) {
      const row = rows.find((r) => r.code === contact.brand);
      expect(contact).toMatchObject({
        phone: row?.supportPhone,
        email: row?.supportEmail,
        hours: row?.hours,
        loanSystem: row?.loanSystem,
      });
    }
    expect(body.supportPhones.TLXe).toBe(rows.find((r) => r.code === 'tmx')?.supportPhone);
    expect(body.supportPhones.NLS).toMatch(/^\d{10}$/);
  });
});

describe('GET /api/states', () => {
  it('lists the states with two-letter values', async () => {
    const body = ZStatesResponseSchema.parse((await get('/api/states')).json());
    expect(body.states.length).toBe(51);
    expect(body.states).toContainEqual({ label: 'Texas', value: 'TX' });
    expect(new Set(body.states.map((s) => s.value)).size).toBe(51);
  });
});

describe('GET /api/serviceProvider', () => {
  it('maps every brand to its providers, available providers and theme', async () => {
    const res = await get('/api/serviceProvider');
    expect(res.statusCode).toBe(200);
    const body = ZServiceProviderResponseSchema.parse(res.json());
    expect(Object.keys(body.brands).sort()).toEqual([...BRAND_CODES].sort());
    for (const brand of Object.values(body.brands)) {
      expect(brand.providers.length).toBeGreaterThan(0);
      expect(brand.availableProviders.every((p) => brand.providers.includes(p))).toBe(true);
      expect(brand.theme.primary).toMatch(/^#/);
    }
  });

  it('narrows to one brand and reflects an unavailable provider', async () => {
    const [inl] = await t.database.db.select().from(brands).where(eq(brands.code, 'inl'));
    await t.database.db
      .update(providers)
      .set({ available: false })
      .where(eq(providers.brandId, inl!.id));
    const body = ZServiceProviderResponseSchema.parse(
      (await get('/api/serviceProvider?brand=inl')).json(),
    );
    expect(Object.keys(body.brands)).toEqual(['inl']);
    expect(body.brands.inl?.brandId).toBe(inl!.id);
    expect(body.brands.inl?.providers.length).toBeGreaterThan(0);
    expect(body.brands.inl?.availableProviders).toEqual([]);
    await t.database.db
      .update(providers)
      .set({ available: true })
      .where(eq(providers.brandId, inl!.id));
  });
});

describe('GET /api/lmsReferenceId', () => {
  it("returns each loan system's reference id", async () => {
    const res = await get('/api/lmsReferenceId');
    expect(ZLmsReferenceIdResponseSchema.parse(res.json())).toEqual({
      referenceIds: { NLS: 'nls', TLXe: 'tlxe' },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=21600');
  });
});

describe('PUT /api/dev/configsettings (outside production)', () => {
  const put = (app: TestApp['app'], payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/dev/configsettings', payload });

  it('merges overrides, replaces them on request, and GET /configsettings serves them', async () => {
    expect((await put(t.app, { overrides: { sessionTimeout: 1 } })).statusCode).toBe(200);
    const merged = await put(t.app, { overrides: { pastDuePhoneDayLimit: 30 } });
    expect(ZConfigSettingsResponseSchema.parse(merged.json()).settings).toMatchObject({
      sessionTimeout: 1,
      pastDuePhoneDayLimit: 30,
    });
    const replaced = await put(t.app, { overrides: {}, replace: true });
    expect(ZConfigSettingsResponseSchema.parse(replaced.json()).settings).toEqual(
      SERVER_SETTINGS_DEFAULTS,
    );
    expect(
      ZConfigSettingsResponseSchema.parse((await get('/api/configsettings')).json()).settings
        .sessionTimeout,
    ).toBe(5);
  });

  it('refuses an unknown setting or a wrong type, naming it, and stores nothing', async () => {
    const unknown = await put(t.app, { overrides: { bogus: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('bogus');
    const wrongType = await put(t.app, { overrides: { sessionTimeout: 'soon' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().field).toBe('body.overrides.sessionTimeout');
    // a fraction or 1e308 once reached a bigint column: every referral call answered 500
    for (const [overrides, field] of [
      [{ amountPerShare: 1.5 }, 'body.overrides.amountPerShare'],
      [{ amountPerShare: 1e308 }, 'body.overrides.amountPerShare'],
      [{ paymentTimeout: -1 }, 'body.overrides.paymentTimeout'],
      [
        { loanDocumentUpload: { fileTypes: [], accept: '', maxSizeMb: 0, maxFiles: 4 } },
        'body.overrides.loanDocumentUpload.maxSizeMb',
      ],
    ] as const) {
      const res = await put(t.app, { overrides });
      expect(res.json(), JSON.stringify(overrides)).toMatchObject({ statusCode: 400, field });
    }
    expect(
      ZConfigSettingsResponseSchema.parse((await get('/api/configsettings')).json()).settings,
    ).toEqual(SERVER_SETTINGS_DEFAULTS);
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp(
      { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40), DATA_ENCRYPTION_KEY: 'cd'.repeat(32) },
      { database: t.database },
    );
    try {
      expect((await put(prod.app, { overrides: { sessionTimeout: 1 } })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
