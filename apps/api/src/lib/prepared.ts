/** The client a Drizzle database or transaction sends its queries through (Drizzle's session.client). */
function connectionOf(db: object): object {
  const client = (db as { session?: { client?: unknown } }).session?.client;
  return typeof client === 'object' && client !== null ? client : db;
}

/**
 * Prepared statements built once per database connection. A hot query is written once with
 * `sql.placeholder(…)` and `.prepare(name)`; Drizzle then builds its SQL text a single time instead of
 * on every request, and on node-postgres the name makes it a server-side prepared statement (parsed
 * once per pooled connection). PGlite runs the same text with fresh parameters.
 *
 * A prepared query runs on the connection it was built for. The cache is keyed by that connection, not by
 * the Drizzle object: a transaction is a new object every time, but its pooled node-postgres connection
 * is one of the pool's few, so the statements built for one transaction serve every later transaction on
 * that connection (building a prepared statement costs ~0.5 ms of CPU; building them per transaction cost
 * a payment ~2 ms — docs/decisions/006-prepared-statements-per-connection.md). PGlite's transactions are
 * objects of their own, so there the cache is per transaction. `key` tells apart variants of one query (a
 * loan system's scheme); it must be a long-lived value. Each statement name must stand for one SQL text
 * for the life of the process: node-postgres refuses a second text under a name a connection already
 * knows, so a variant puts its key in the name.
 */
export function perDatabase<TDb extends object, TQueries, TKey = void>(
  build: (db: TDb, key: TKey) => TQueries,
): (db: TDb, key: TKey) => TQueries {
  const built = new WeakMap<object, Map<TKey, TQueries>>();
  return (db, key) => {
    const connection = connectionOf(db);
    let variants = built.get(connection);
    if (!variants) {
      variants = new Map();
      built.set(connection, variants);
    }
    let queries = variants.get(key);
    if (!queries) {
      queries = build(db, key);
      variants.set(key, queries);
    }
    return queries;
  };
}

/**
 * Statements built on first use, each once: `perDatabase((db) => lazily({ a: () => …, b: () => … }))`. Where
 * the cache is per transaction (PGlite), building eagerly made every transaction build every statement of
 * its repo: a payment's reservation built five statements to run two.
 */
export function lazily<TQueries extends object>(builders: {
  [K in keyof TQueries]: () => TQueries[K];
}): TQueries {
  const queries = {} as TQueries;
  for (const name of Object.keys(builders) as (keyof TQueries)[]) {
    Object.defineProperty(queries, name, {
      configurable: true,
      enumerable: true,
      get() {
        const query = builders[name]();
        Object.defineProperty(queries, name, { value: query, enumerable: true });
        return query;
      },
    });
  }
  return queries;
}
