/**
 * DESIGN.md §6 check: which text, char and json columns of any table hold a test card number (plain, spaced
 * in fours, or form-encoded) or one of the given CVVs. Used by the API tests and, outside production, by
 * GET /api/dev/cardDataScan that the journeys call once they have run.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { TEST_CARDS } from '../../integrations/card-processor';

/** A card number spaced in fours, as it is typed and printed. */
export const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Every written form of the sandbox's test card numbers. */
export const TEST_CARD_FORMS: readonly string[] = Object.values(TEST_CARDS).flatMap((n) => [n, spaced(n), `${n.slice(0, 4)}+${n.slice(4, 8)}`]);

/**
 * A CVV as a token of its own: not part of a longer number, word, decimal or uuid ('…-7391-…' is a uuid's
 * group, '12.7391' a number), but found quoted, after '=' or ':', or between spaces.
 */
export const cvvPattern = (cvv: string) => `(^|[^0-9A-Za-z.-])${cvv}([^0-9A-Za-z.-]|$)`;

export interface CardDataScan {
  columnsScanned: number;
  /** 'table.column' of every column holding card data */
  found: string[];
}

export async function scanForCardData(db: DbOrTx, cvvs: readonly string[]): Promise<CardDataScan> {
  const columns = (
    await db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character', 'character varying', 'json', 'jsonb')`,
    )
  ).rows as { table_name: string; column_name: string }[];
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const value = sql`${sql.identifier(table)}.${sql.identifier(column)}::text`;
    const tests = [...TEST_CARD_FORMS.map((n) => sql`position(${n} in ${value}) > 0`), ...cvvs.map((cvv) => sql`${value} ~ ${cvvPattern(cvv)}`)];
    const rows = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.join(tests, sql` or `)}`)).rows as { n: number }[];
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return { columnsScanned: columns.length, found };
}
