/** The built-in marketing service: every event and profile upsert is a row of marketing_records (listed at /api/dev/marketing). */
import type { DbOrTx } from '../../db/client';
import type { MarketingPort } from './port';
import { createMarketingRecordsRepo } from './sandbox-repo';

export function createSandboxMarketing(db: DbOrTx): MarketingPort {
  const records = createMarketingRecordsRepo(db);
  return {
    async trackEvent(email, eventName, dataFields) {
      await records.insert({ kind: 'event', email, eventName, dataFields });
    },
    async upsertProfile(email, dataFields) {
      await records.insert({ kind: 'profile', email, eventName: null, dataFields });
    },
  };
}

export function createMarketingReader(db: DbOrTx) {
  return { list: createMarketingRecordsRepo(db).list };
}
