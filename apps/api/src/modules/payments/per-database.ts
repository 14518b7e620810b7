/**
 * Prepared statements built once per database (a Drizzle `.prepare(name)`: node-postgres parses a named
 * statement once per connection and Drizzle skips building the SQL; PGlite runs it as a plain query).
 * Statements inside a transaction run on that transaction's connection, so they are not prepared here.
 * Shared by the payment path's repositories (payments, card processor, loan locks).
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client';

/** The value `build` makes for a database, made on first use and kept as long as the database lives. */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

/** The database itself (prepared statements apply), or undefined inside a transaction. */
export const outsideTransaction = (db: DbOrTx): Database | undefined => (db instanceof PgTransaction ? undefined : (db as Database));
