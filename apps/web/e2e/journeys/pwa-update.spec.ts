/**
 * A deploy while a borrower's tab is open: the app says a new version is available and switches to it
 * when she chooses. Its own server serves a copy of the build; "the second build" is that copy with a
 * changed service worker (what any new build changes), so the real browser runs the worker lifecycle:
 * the new worker installs, waits behind the one controlling the page, and takes over on Reload.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations, showIn } from '../support/axe';
import { keptMadeAt, pageMade } from '../support/page-made';

// a PWA journey: the service worker installs here (the config blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 2;
const baseUrl = `http://127.0.0.1:${port}`;
const log = path.join(repoRoot, 'test-results/pwa-update-server.log');
let dist: string;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dist = mkdtempSync(path.join(tmpdir(), 'pwa-update-'));
  cpSync(path.join(repoRoot, 'apps/web/dist'), dist, { recursive: true });
  mkdirSync(path.dirname(log), { recursive: true });
  server = spawn('node', ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATABASE_IN_MEMORY: 'true',
      WEB_DIST_DIR: dist,
      LOG_LEVEL: 'warn',
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0',
    },
  });
  await expect
    .poll(async () => (await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  server.kill('SIGTERM');
  rmSync(dist, { recursive: true, force: true });
});

const controllingWorker = (page: Page) =>
  page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none',
  );
const waitingWorker = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

test('a new build deployed while the app is open is offered with Reload, and Reload switches to it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${baseUrl}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => controllingWorker(page), { timeout: 30_000 }).toBe('activated');
  await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  // a page the worker keeps (decision 037; '/' is its precached copy of the shell)
  await page.goto(`${baseUrl}/ContactUs`);
  await expect.poll(() => keptMadeAt(page)).toBeGreaterThan(0);
  await page.goto(`${baseUrl}/`);

  // the second build goes out
  appendFileSync(path.join(dist, 'sw.js'), '\n// the next build\n');
  await page.reload();
  const prompt = page
    .getByRole('status')
    .filter({ hasText: 'A new version of the app is available.' });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  expect(await waitingWorker(page)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await showIn(page, 'es');
  await expect(page.getByRole('button', { name: 'Recargar' })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
  await showIn(page, 'en');

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the waiting worker took over (without Reload's skip-waiting it would wait until every tab closed)
  await expect.poll(() => waitingWorker(page)).toBe(false);
  await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  // the pages the old worker kept (its build's) went with it: this one comes from the server (decision 037)
  await page.goto(`${baseUrl}/ContactUs`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const made = await pageMade(page);
  expect(made.madeAt).toBeGreaterThanOrEqual(Math.floor(made.openedAt));
});
