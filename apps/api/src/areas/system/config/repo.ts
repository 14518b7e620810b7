import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { brands, providers, settings } from '../../../db/schema';

export const CONFIG_OVERRIDES_KEY = 'configOverrides';

export function createConfigRepo(db: DbOrTx) {
  return {
    async readOverrides(): Promise<unknown> {
      const rows = await db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, CONFIG_OVERRIDES_KEY));
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
