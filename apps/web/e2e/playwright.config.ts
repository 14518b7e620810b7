import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { E2E_SERVER_LOG } from './support/card-data';

// Journeys run in the system Chromium (no browser download): CHROMIUM_PATH, else /usr/bin/chromium.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 3100);
const repoRoot = resolve(import.meta.dirname, '../../..');

export default defineConfig({
  // The scans run after every journey because their project depends on the journeys project (not by
  // file name); a journey file run on its own does not run them. Both report to the one JSON file.
  projects: [
    { name: 'journeys', testDir: './journeys' },
    { name: 'scans', testDir: './scans', dependencies: ['journeys'] },
  ],
  globalSetup: './support/global-setup.ts',
  outputDir: resolve(repoRoot, 'test-results/playwright'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
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
  webServer: {
    // A fresh in-memory database per run: journeys never touch ./data. The log goes to a file that the last
    // scan scans for card and identity data (scans/sensitive-data-scan.spec.ts); a server that exits (a bad config, a missing
    // build) prints the log's tail to stderr, which Playwright shows.
    command: `mkdir -p test-results && (node apps/api/dist/server.js > ${E2E_SERVER_LOG} 2>&1 || (tail -n 40 ${E2E_SERVER_LOG} >&2; exit 1))`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATABASE_IN_MEMORY: 'true',
      RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_SIGN_IN_MAX: '10000',
      RATE_LIMIT_CODE_SEND_MAX: '10000',
      LOG_LEVEL: 'info',
    },
  },
});
