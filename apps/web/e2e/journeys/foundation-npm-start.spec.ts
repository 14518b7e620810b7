/**
 * The README's two commands still start the demo with its personas (decision 042: the demo people are a development
 * default, never a production one). `npm start` runs as on a fresh clone — its own empty data directory, no NODE_ENV
 * (scripts/start.mjs says development) — on the run's build (SKIP_BUILD=true: the journeys run after `npm run build`),
 * and Ana signs in with the published password from a new browser and sees her loan.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { JOURNEY_LOGS_DIR } from '../support/card-data';
import { scanCardData } from '../support/journey-server';
import { passTrustedDevice, submitLogin } from '../support/sign-in';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 3;
const baseUrl = `http://127.0.0.1:${port}`;
// beside the journey servers' logs, so the sensitive-data scan reads it and finds this server's database scan
const logsDir = path.join(repoRoot, JOURNEY_LOGS_DIR);
const log = path.join(logsDir, 'npm-start.log');
let dataDir: string;
let server: ChildProcess;

// every page and request of this file goes to the `npm start` server, not to a journey server
test.use({ baseURL: baseUrl });

/** The environment of a developer's shell: nothing of the journeys' servers' (their NODE_ENV, database, flags). */
function shellEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SKIP_BUILD: 'true',
  };
  for (const key of [
    'NODE_ENV',
    'DATABASE_URL',
    'DATABASE_IN_MEMORY',
    'DATABASE_IN_MEMORY_TEMPLATE',
    'DEMO_DEPLOYMENT',
    'HOST',
  ])
    delete env[key];
  // a busy machine runs two browsers and servers beside this one: a shed request would fail the journey (load
  // shedding has its own API tests)
  return {
    ...env,
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0',
  };
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
  mkdirSync(path.dirname(log), { recursive: true });
  // its own process group: npm, scripts/start.mjs and the server it spawns are stopped together
  server = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
    env: shellEnv(),
  });
  await expect
    .poll(async () => (await fetch(`${baseUrl}/health/ready`).catch(() => undefined))?.status, {
      timeout: 140_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  // its database scanned for card data like every journey server's (scans/sensitive-data-scan.spec.ts)
  if (server?.exitCode === null)
    await scanCardData(baseUrl, path.join(logsDir, 'npm-start.scan.json'));
  if (server?.pid !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('`npm start` serves the demo: Ana signs in with the published password and sees loan 10001-001', async ({
  page,
}) => {
  await submitLogin(page, 'ana.tlxe@example.com');
  await passTrustedDevice(page, 'ana.tlxe@example.com');
  await expect(page).toHaveURL(/\/inl\/Accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My accounts' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Loan 10001-001' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
