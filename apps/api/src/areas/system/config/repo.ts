import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { brands, providers, settings } from '../../../db/schema';
import { lazily, perDatabase } from '../../../lib/prepared';

export const CONFIG_OVERRIDES_KEY = 'configOverrides';

/** The overrides' read, prepared once per connection (lib/prepared.ts): every payment reads them afresh. */
const prepared = perDatabase((db: DbOrTx) =>
  lazily({
    settingValue: () =>
      db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, sql.placeholder('key')))
        .prepare('settings_value_by_key'),
  }),
);

export function createConfigRepo(db: DbOrTx) {
  return {
    async readOverrides(): Promise<unknown> {
      const rows = await prepared(db).settingValue.execute({ key: CONFIG_OVERRIDES_KEY });
      return rows[0]?.value;
    },
    async writeOverrides(value: Record<string, unknown>): Promise<void> {
      await db
        .insert(settings)
        .values({ key: CONFIG_OVERRIDES_KEY, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    },
    async listBrands() {
      return db.select().from(brands).orderBy(asc(brands.id));
    },
    async listProviders() {
      return db.select().from(providers).orderBy(asc(providers.brandId), asc(providers.id));
    },
  };
}

export type ConfigRepo = ReturnType<typeof createConfigRepo>;
export type BrandRow = Awaited<ReturnType<ConfigRepo['listBrands']>>[number];
