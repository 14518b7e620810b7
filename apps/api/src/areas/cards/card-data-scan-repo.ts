/** SQL of the DESIGN.md §6 check (card-data-scan.ts): every text, char and json column of every table, searched for card data. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cvvPattern, TEST_CARD_FORMS, type CardDataScan } from './card-data-scan';

export async function scanForCardData(db: DbOrTx, cvvs: readonly string[]): Promise<CardDataScan> {
  const columns = (
    await db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character', 'character varying', 'json', 'jsonb')`,
    )
  ).rows as { table_name: string; column_name: string }[];
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const value = sql`${sql.identifier(table)}.${sql.identifier(column)}::text`;
    const tests = [
      ...TEST_CARD_FORMS.map((n) => sql`position(${n} in ${value}) > 0`),
      ...cvvs.map((cvv) => sql`${value} ~ ${cvvPattern(cvv)}`),
    ];
    const rows = (
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.join(tests, sql` or `)}`,
      )
    ).rows as { n: number }[];
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return { columnsScanned: columns.length, found };
}
