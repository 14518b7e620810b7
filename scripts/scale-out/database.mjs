// A fresh database for one scale-out run, in the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `scale_out_<random>`; returns its URL, a query helper and drop(). */
export async function createFreshDatabase(serverUrl) {
  const name = `scale_out_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: (statement, values) => {
      const client = new pg.Client({ connectionString: url.toString() });
      return client
        .connect()
        .then(() => client.query(statement, values).finally(() => client.end()));
    },
    // FORCE: a process that was killed may leave a connection behind
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
