/**
 * A statement written as SQL text, prepared once like a query builder's `.prepare(name)` (lib/prepared.ts): for SQL
 * the builder has no form of, such as a call with no table (the loan's advisory lock).
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';

/** Builds SQL text of `sql` chunks and placeholders only (no columns, so no naming rules apply). */
const dialect = new PgDialect();

/** What a statement written as SQL text answers: its rows, like `db.execute` (both drivers carry `rows`). */
export interface PreparedText<TRow> {
  execute(values?: Record<string, unknown>): Promise<{ rows: TRow[] }>;
}

/**
 * `query` (`sql\`…\`` with `sql.placeholder(…)` for its values) prepared under `name`: its text is built once, and
 * each execute answers what `db.execute` would. Build it inside `perDatabase`, as the builder's statements are: the
 * name must stand for this one text, and on node-postgres it is parsed once per connection.
 */
export function prepareText<TRow>(
  db: { _: { session: Pick<PgSession, 'prepareQuery'> } },
  query: SQL,
  name: string,
): PreparedText<TRow> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return {
    execute: (values) => prepared.execute(values) as Promise<{ rows: TRow[] }>,
  };
}

/**
 * A placeholder for a column's value where the builder takes no placeholder (an update's `set`): filled and encoded
 * as the column encodes a value set directly (a timestamp's Date as ISO text, a jsonb value as JSON), so the prepared
 * statement sends what the unprepared one did.
 */
export const placeholderFor = (column: Column, name: string): SQL =>
  sql`${sql.param(sql.placeholder(name), column)}`;
