import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { E2E_SERVER_LOG, E2E_SERVER_LOG_CHS } from './support/card-data';

// Journeys run in the system Chromium (no browser download): CHROMIUM_PATH, else /usr/bin/chromium.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 3100);
const chsPort = port + 1;
const repoRoot = resolve(import.meta.dirname, '../../..');

export default defineConfig({
  // The scans run after every journey because their project depends on the journeys project (not by
  // file name); a journey file run on its own does not run them. Both report to the one JSON file.
  // Journeys of a persona of another brand environment (P3's line of credit: `DEFAULT_BRAND=chs`, PERSONAS.md)
  // run against a second server started with that default brand, in the journeys-chs/ folder.
  projects: [
    { name: 'journeys', testDir: './journeys' },
    { name: 'journeys-chs', testDir: './journeys-chs', use: { baseURL: `http://127.0.0.1:${chsPort}` } },
    { name: 'scans', testDir: './scans', dependencies: ['journeys', 'journeys-chs'] },
  ],
  globalSetup: './support/global-setup.ts',
  outputDir: resolve(repoRoot, 'test-results/playwright'),
  fullyParallel: false,
  workers: 1,
  // In CI a failed journey runs once more in a fresh browser; one that then passes is reported flaky and named under
  // CI's summary (decision 023), one that fails twice fails the run. A retry starts from the data the first try left
  // (the servers and their in-memory databases live for the whole run).
  retries: process.env.CI ? 1 : 0,
  // axe runs on each checked screen in English and in Spanish (support/axe.ts): a journey checking a dozen screens
  // takes about twice what it did, past 30 s on a busy 2-core machine
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: resolve(
          repoRoot,
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json',
        ),
      },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-gpu',
      ],
    },
    trace: 'retain-on-failure',
  },
  // A fresh in-memory database per run and server: journeys never touch ./data. Each log goes to a file that the
  // last scan scans for card and identity data (scans/sensitive-data-scan.spec.ts); a server that exits (a bad
  // config, a missing build) prints the log's tail to stderr, which Playwright shows.
  webServer: [journeyServer(port, E2E_SERVER_LOG), journeyServer(chsPort, E2E_SERVER_LOG_CHS, { DEFAULT_BRAND: 'chs' })],
});

function journeyServer(serverPort: number, log: string, env: Record<string, string> = {}) {
  return {
    command: `mkdir -p test-results && (node apps/api/dist/server.js > ${log} 2>&1 || (tail -n 40 ${log} >&2; exit 1))`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATABASE_IN_MEMORY: 'true',
      RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_SIGN_IN_MAX: '10000',
      RATE_LIMIT_CODE_SEND_MAX: '10000',
      RATE_LIMIT_TYPE_AHEAD_MAX: '10000',
      // journeys share a busy machine with Chromium and a second server: a shed request would fail a journey (load
      // shedding has its own API tests)
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0',
      LOG_LEVEL: 'info',
      // the daily reminder pass would remind seeded loans by email at whatever hour the run is: due-date-reminders
      // runs it through /api/dev/reminders/run
      REMINDER_SCHEDULE: 'false',
      ...env,
    },
  };
}
