/** SQL of the stores module: the stores table with each store's brand loan system. */
import { asc, eq, type SQL, and } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { brands, stores } from '../../../db/schema';

export type StoreRow = typeof stores.$inferSelect & { loanSystem: 'NLS' | 'TLXe' };

const columns = {
  id: stores.id,
  brandCode: stores.brandCode,
  name: stores.name,
  phone: stores.phone,
  email: stores.email,
  address1: stores.address1,
  city: stores.city,
  state: stores.state,
  zip: stores.zip,
  hoursRaw: stores.hoursRaw,
  latitude: stores.latitude,
  longitude: stores.longitude,
  timeZone: stores.timeZone,
  loanSystem: brands.loanSystem,
};

export function createStoresRepo(db: DbOrTx) {
  const select = () =>
    db.select(columns).from(stores).innerJoin(brands, eq(brands.code, stores.brandCode));
  return {
    async findStore(id: number): Promise<StoreRow | undefined> {
      const [row] = await select().where(eq(stores.id, id));
      return row;
    },
    /** Stores, optionally of one state and/or brand, by city then name. */
    async listStores(
      filter: { state?: string | undefined; brandCode?: string | undefined } = {},
    ): Promise<StoreRow[]> {
      const conditions: SQL[] = [];
      if (filter.state) conditions.push(eq(stores.state, filter.state));
      if (filter.brandCode) conditions.push(eq(stores.brandCode, filter.brandCode));
      return select()
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(asc(stores.city), asc(stores.name), asc(stores.id));
    },
  };
}

export type StoresRepo = ReturnType<typeof createStoresRepo>;
