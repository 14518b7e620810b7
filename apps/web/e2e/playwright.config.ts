import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, journeyChromium } from './support/chromium';

const repoRoot = resolve(import.meta.dirname, '../../..');

export default defineConfig({
  // Every journey file runs against a server of its own on a fresh seeded database (support/journey-server.ts,
  // started by the `journeyServer` fixture of support/test.ts), so the files run two at a time and any one passes
  // alone. Journeys of a persona of another brand environment (P3's line of credit: `DEFAULT_BRAND=chs`,
  // PERSONAS.md) are in journeys-chs/, whose servers start with that default brand. The scans run after every
  // journey because their project depends on the journey projects (not by file name); a journey file run on its own
  // does not run them.
  // journeys-chs first: its files are few and long (funds-slow waits out the slow card), so they start while the
  // many short journeys/ files fill the other workers, not at the end with one worker idle
  projects: [
    { name: 'journeys-chs', testDir: './journeys-chs' },
    { name: 'journeys', testDir: './journeys' },
    { name: 'scans', testDir: './scans', dependencies: ['journeys', 'journeys-chs'] },
  ],
  globalSetup: './support/global-setup.ts',
  outputDir: resolve(repoRoot, 'test-results/playwright'),
  // a file's tests run in order in one worker (many are serial stories); files run side by side
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // In CI a failed journey runs once more in a fresh worker, on a fresh server; one that then passes is reported
  // flaky and named under CI's summary (decision 023) — a bug to fix — and one that fails twice fails the run.
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
    ...devices['Pixel 7'],
    // Debian's headless shell (support/chromium.ts)
    launchOptions: { executablePath: journeyChromium, args: CHROMIUM_ARGS },
    // only the PWA journeys (pwa-*.spec.ts) install the service worker: elsewhere it would precache the whole
    // build in every new context for nothing the journey checks
    serviceWorkers: 'block',
    // CI keeps nothing of a run but its output: a trace there would be recorded and thrown away
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
});
