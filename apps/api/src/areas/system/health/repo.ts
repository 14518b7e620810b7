import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

export function createHealthRepo(db: DbOrTx) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthRepo = ReturnType<typeof createHealthRepo>;
