/** The built-in marketing service: every event and profile upsert is a row of marketing_records (listed at /api/dev/marketing). */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marketingRecords } from '../../db/schema';
import type { MarketingPort } from './port';

export function createSandboxMarketing(db: DbOrTx): MarketingPort {
  return {
    async trackEvent(email, eventName, dataFields) {
      await db.insert(marketingRecords).values({ kind: 'event', email, eventName, dataFields });
    },
    async upsertProfile(email, dataFields) {
      await db.insert(marketingRecords).values({ kind: 'profile', email, eventName: null, dataFields });
    },
  };
}

export type MarketingRecordRow = typeof marketingRecords.$inferSelect;

export function createMarketingReader(db: DbOrTx) {
  return {
    list: ({ email, limit }: { email?: string | undefined; limit: number }): Promise<MarketingRecordRow[]> =>
      db
        .select()
        .from(marketingRecords)
        .where(email ? eq(marketingRecords.email, email) : undefined)
        .orderBy(desc(marketingRecords.id))
        .limit(limit),
  };
}
