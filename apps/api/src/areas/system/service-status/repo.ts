import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { SERVICE_STATUS_KEY, settings, type ServiceStatusValue } from '../../../db/schema';

export function createServiceStatusRepo(db: DbOrTx) {
  return {
    async read(): Promise<ServiceStatusValue | undefined> {
      const rows = await db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, SERVICE_STATUS_KEY));
      return rows[0]?.value as ServiceStatusValue | undefined;
    },
    async write(value: ServiceStatusValue, at: Date): Promise<void> {
      await db
        .insert(settings)
        .values({ key: SERVICE_STATUS_KEY, value, updatedAt: at })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
    },
  };
}

export type ServiceStatusRepo = ReturnType<typeof createServiceStatusRepo>;
