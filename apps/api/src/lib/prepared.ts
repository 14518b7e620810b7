/**
 * Prepared statements built once per database object. A hot query is written once with
 * `sql.placeholder(…)` and `.prepare(name)`; Drizzle then builds its SQL text a single time instead of
 * on every request, and on node-postgres the name makes it a server-side prepared statement (parsed
 * once per pooled connection). PGlite runs the same text with fresh parameters.
 *
 * A prepared query belongs to the database object it was built on: a transaction gets its own, built
 * on its first use (the WeakMap lets it go with the transaction). `key` tells apart variants of one
 * query (a loan system's scheme); it must be a long-lived value. Each statement name must stand for one
 * SQL text for the life of the process: node-postgres refuses a second text under a name a connection
 * already knows, so a variant puts its key in the name.
 */
export function perDatabase<TDb extends object, TQueries, TKey = void>(build: (db: TDb, key: TKey) => TQueries): (db: TDb, key: TKey) => TQueries {
  const built = new WeakMap<TDb, Map<TKey, TQueries>>();
  return (db, key) => {
    let variants = built.get(db);
    if (!variants) {
      variants = new Map();
      built.set(db, variants);
    }
    let queries = variants.get(key);
    if (!queries) {
      queries = build(db, key);
      variants.set(key, queries);
    }
    return queries;
  };
}

