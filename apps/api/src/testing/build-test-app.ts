/** Tests build the real app on a fresh in-memory database and call it with app.inject. */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../db/test-db';

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', ...env });
}

/** A writable stream that keeps every log line, parsed. */
export function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, raw, stream };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Build the app on `database` (a fresh test database when omitted); close() closes both. */
export async function buildTestApp(env: Record<string, string> = {}, deps: AppDeps = {}): Promise<TestApp> {
  const ownsDatabase = !deps.database;
  const database = deps.database ?? (await createTestDatabase());
  const app = await buildApp(testConfig(env), { ...deps, database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}
