/** SQL of the built-in marketing service (sandbox.ts): its rows of marketing_records, written and listed. */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marketingRecords } from '../../db/schema';

export type MarketingRecordRow = typeof marketingRecords.$inferSelect;

export function createMarketingRecordsRepo(db: DbOrTx) {
  return {
    async insert(
      record: Pick<
        typeof marketingRecords.$inferInsert,
        'kind' | 'email' | 'eventName' | 'dataFields'
      >,
    ): Promise<void> {
      await db.insert(marketingRecords).values(record);
    },
    list: ({
      email,
      limit,
    }: {
      email?: string | undefined;
      limit: number;
    }): Promise<MarketingRecordRow[]> =>
      db
        .select()
        .from(marketingRecords)
        .where(email ? eq(marketingRecords.email, email) : undefined)
        .orderBy(desc(marketingRecords.id))
        .limit(limit),
  };
}
