import { configDefaults, defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; `--project <name>` picks one. In CI a failed test runs once more and, if it
// then passes, is listed as flaky under CI's summary (decision 023); a test that fails twice fails the run.
const retry = process.env.CI ? 1 : 0;

// With TEST_DATABASE_URL (a real PostgreSQL: .ci/run starts one) the API suite runs once, on it; the embedded
// database (PGlite, what `npm start` and the journeys run on) keeps a smoke set of its own: the database client,
// migrations, jobs, the exactly-once and payment-outcome tests and the app's start (a production one too). Without it the whole API suite
// runs on PGlite (decision 041).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PGLITE_SMOKE = [
  'src/db/**/*.test.ts',
  'src/jobs/**/*.test.ts',
  'src/areas/system/messaging/exactly-once.test.ts',
  'src/areas/payments/payments/payment-outcomes.test.ts',
  'src/app.test.ts',
  'src/production-start.test.ts',
];

// Files about the embedded database itself (an in-memory start from its template, migrations on a PGlite in memory and
// on disk): they never use TEST_DATABASE_URL, so on Postgres they run once, in the PGlite smoke run, not twice alike.
const PGLITE_ONLY = ['src/db/in-memory-template.test.ts', 'src/db/migrate-pglite.test.ts'];

// The API's files share one module graph a worker (importing the app is 2.5–4 s a file), except those that mock a
// module, which would leak into the files after them: they run isolated, in a project of their own.
const API_MOCKING = [
  'src/areas/payments/payments/payment-paid-off-race.test.ts',
  'src/areas/offers/settlement/settlement-paid-race.test.ts',
];

// The loan-system port suite (decision 065): the same tests against the in-process ledger adapter and the HTTP adapter
// with a real loan-systems service on an ephemeral port; a project of its own, so `--project api-loan-systems` runs it
// alone (`test:api` still does, with the rest).
const LOAN_SYSTEM_PORT_SUITE = [
  'src/integrations/loan-systems/ledger/ledger-port.test.ts',
  'src/integrations/loan-systems/http/http-port.test.ts',
  'src/integrations/loan-systems/http/api-over-http.test.ts',
];

// The chaos run (issue 51): payments through random faults for CHAOS_SECONDS (default 20 s); `npm run chaos` runs it
// alone, CHAOS_SECONDS=600 for the ten-minute run.
const CHAOS = ['src/areas/payments/payments/payment-chaos.test.ts'];

const api = {
  root: './apps/api',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  retry,
} as const;

export default defineConfig({
  test: {
    // both cores in CI (the machine has two); elsewhere Vitest's own choice
    ...(process.env.CI ? { maxWorkers: 2 } : {}),
    projects: [
      // pure functions and schemas: one module graph for all their files (no module state to leak)
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: false,
          retry,
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: false,
          retry,
        },
      },
      {
        test: {
          name: 'fault-proxy',
          root: './tools/fault-proxy',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          retry,
        },
      },
      {
        test: {
          name: 'api',
          ...api,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...API_MOCKING,
            ...LOAN_SYSTEM_PORT_SUITE,
            ...CHAOS,
            ...(onPostgres ? PGLITE_ONLY : []),
          ],
          isolate: false,
        },
      },
      {
        test: { name: 'api-loan-systems', ...api, include: LOAN_SYSTEM_PORT_SUITE, isolate: false },
      },
      { test: { name: 'api-mocks', ...api, include: API_MOCKING } },
      { test: { name: 'api-chaos', ...api, include: CHAOS } },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'api-pglite',
                ...api,
                include: PGLITE_SMOKE,
                isolate: false,
                env: { TEST_DATABASE_URL: '' },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'tooling',
          root: '.',
          environment: 'node',
          include: [
            'eslint-rules/**/*.test.js',
            'scripts/**/*.test.mjs',
            'apps/web/scripts/**/*.test.mjs',
          ],
          isolate: false,
          retry,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
