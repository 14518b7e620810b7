import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { userCache } from '../../../db/schema';

export function createUserCacheRepo(db: DbOrTx) {
  return {
    async read(customerRecordId: string) {
      const [row] = await db
        .select()
        .from(userCache)
        .where(eq(userCache.customerId, customerRecordId));
      return row;
    },
    async write(customerRecordId: string, value: Record<string, unknown>, now: Date) {
      await db
        .insert(userCache)
        .values({ customerId: customerRecordId, value, updatedAt: now })
        .onConflictDoUpdate({ target: userCache.customerId, set: { value, updatedAt: now } });
    },
  };
}

export type UserCacheRepo = ReturnType<typeof createUserCacheRepo>;
