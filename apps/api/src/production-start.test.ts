/**
 * A production start from the config (decision 042), on a new, empty database: PostgreSQL when TEST_DATABASE_URL is
 * set, else the embedded PGlite on disk (this file is in the PGlite smoke set too). It seeds the reference data and no
 * demo person; it refuses a database that holds the demo people unless DEMO_DEPLOYMENT=true, and with it starts,
 * warning at every start.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import {
  brands,
  cards,
  customers,
  identities,
  loans,
  offers,
  profiles,
  providers,
  referralAccounts,
  stores,
} from './db/schema';
import { createEmptyDatabase, type EmptyDatabase } from './db/test-db';
import { demoPeopleIn, holdsDemoPeople, PERSONAS } from './db/seed';
import { signIn } from './areas/identity/test-kit';
import { logCapture, testConfig } from './testing/build-test-app';

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'p'.repeat(40),
  DATA_ENCRYPTION_KEY: 'cd'.repeat(32),
  LOG_LEVEL: 'info',
};
const START_MS = 120_000;
const P1 = PERSONAS[0]!;

let fresh: EmptyDatabase;
beforeAll(async () => {
  fresh = await createEmptyDatabase();
});
afterAll(async () => fresh?.drop());

/** Builds the app as server.ts does: the database opened, migrated and seeded from the config. */
async function start(
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; logs: Record<string, unknown>[] }> {
  const capture = logCapture();
  const app = await buildApp(testConfig({ ...fresh.env, ...env }), { logStream: capture.stream });
  await app.ready();
  return { app, logs: capture.lines };
}

const demoWarnings = (logs: Record<string, unknown>[]) =>
  logs.filter((line) => line.demoDeployment === true && line.level === 40);

describe('a production start', () => {
  it(
    'on a fresh database seeds the brands, providers and stores, and no demo person',
    async () => {
      const { app, logs } = await start(PRODUCTION);
      try {
        const db = app.database.db;
        expect(await db.$count(brands)).toBe(8);
        expect(await db.$count(providers)).toBeGreaterThanOrEqual(8);
        expect(await db.$count(stores)).toBeGreaterThanOrEqual(30);
        for (const table of [
          profiles,
          identities,
          customers,
          loans,
          cards,
          offers,
          referralAccounts,
        ])
          expect(await db.$count(table)).toBe(0);
        expect(holdsDemoPeople(await demoPeopleIn(db))).toBe(false);
        // nobody signs in with the published password: the personas are unknown there
        expect((await signIn(app, P1.email)).statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
        expect(demoWarnings(logs)).toEqual([]);
      } finally {
        await app.close();
      }
    },
    START_MS,
  );

  it(
    'refuses a database that holds the demo people, naming DEMO_DEPLOYMENT, and starts with it, warning',
    async () => {
      // someone starts the app outside production on that database: the personas are seeded
      const development = await start({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
      expect(await development.app.database.db.$count(profiles)).toBe(PERSONAS.length);
      await development.app.close();

      const refused = start(PRODUCTION);
      await expect(refused).rejects.toThrow(
        /holds the demo people .*12 demo profile\(s\).*DEMO_DEPLOYMENT=true/s,
      );
      await expect(refused).rejects.toMatchObject({ name: 'DemoPeopleRefusedError' });

      const demo = await start({ ...PRODUCTION, DEMO_DEPLOYMENT: 'true' });
      try {
        expect(demoWarnings(demo.logs)).toHaveLength(1);
        expect(demoWarnings(demo.logs)[0]?.msg).toMatch(
          /DEMO_DEPLOYMENT=true.*DemoPass2026 is published/,
        );
        expect((await signIn(demo.app, P1.email)).statusCode).toBe(200);
      } finally {
        await demo.app.close();
      }
    },
    3 * START_MS,
  );
});
