/** Test helper: the number of rows of every table of the schema, to show that a refused request wrote nothing. */
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Rows per table name, every table of the schema. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES)
    counts[getTableName(table)] = (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return counts;
}
