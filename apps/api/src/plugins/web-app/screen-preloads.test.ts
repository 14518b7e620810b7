import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-db';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { routeOf } from './screen-preloads';

const INDEX = `<!doctype html><html><head>
<meta name="app-default-brand" content="inl">
<script type="module" src="/assets/index-abc123.js"></script>
</head><body><div id="root"></div></body></html>`;

const link = (file: string) =>
  `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`;

/** what the web build writes (apps/web/scripts/prerender-page.mjs screenPreloads) */
function screensFile(dashboardFile: string) {
  return JSON.stringify({
    screens: {
      '/inl/Accounts': 'Dashboard',
      '/inl/Accounts/:loanId': 'AccountDetails',
      '/Register': 'Register',
    },
    links: {
      Dashboard: {
        en: link(dashboardFile) + link('en-accounts.js'),
        es: link(dashboardFile) + link('es-accounts.js'),
      },
      AccountDetails: { en: link('AccountDetails-1.js'), es: link('AccountDetails-1.js') },
      Register: { en: link('Register-1.js'), es: link('Register-1.js') },
    },
  });
}

let dist: string;
let database: DatabaseHandle;
let t: TestApp;
const screensPath = () => path.join(dist, '.prerendered', 'screens.json');

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.prerendered', 'inl', 'en'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(
    path.join(dist, '.prerendered', 'pages.json'),
    JSON.stringify({ '/Register': 'per-brand' }),
  );
  writeFileSync(
    path.join(dist, '.prerendered', 'inl', 'en', 'Register.html'),
    INDEX.replace('<div id="root"></div>', '<div id="root">Create an account</div>'),
  );
  writeFileSync(screensPath(), screensFile('Dashboard-1.js'));
  database = await createTestDatabase();
  t = await buildTestApp({ WEB_DIST_DIR: dist, DEFAULT_BRAND: 'inl' }, { database });
});
afterAll(async () => {
  await t.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, language = 'en-US,en;q=0.9') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'accept-language': language },
  });

describe("a signed-in screen's page (decision 032)", () => {
  it("is index.html with its screen's module preloads and locale chunk in the browser's language", async () => {
    const english = await page('/inl/Accounts');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain(`${link('Dashboard-1.js')}${link('en-accounts.js')}`);
    expect(english.body.indexOf('Dashboard-1.js')).toBeLessThan(english.body.indexOf('</head>'));
    expect(english.body).not.toContain('es-accounts.js');
    expect(english.headers.vary).toContain('accept-language');
    const spanish = await page('/inl/Accounts', 'es-US,es;q=0.9');
    expect(spanish.body).toContain(link('es-accounts.js'));
    expect(spanish.body).not.toContain('en-accounts.js');
  });

  it('finds a route with a parameter, and adds nothing where no route matches', async () => {
    expect((await page('/inl/Accounts/L-100?tab=1')).body).toContain(link('AccountDetails-1.js'));
    for (const url of ['/inl/Accounts/L-100/Elsewhere', '/Nowhere', '/']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('modulepreload');
      expect(res.headers.vary ?? '').not.toContain('accept-language');
    }
  });

  it('leaves a prerendered page as the build drew it', async () => {
    const res = await page('/Register');
    expect(res.body).toContain('Create an account');
    expect(res.body).not.toContain('Register-1.js');
  });

  it('reads the file again after a rebuild while the server runs', async () => {
    writeFileSync(screensPath(), screensFile('Dashboard-2.js'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(screensPath(), later, later);
    const res = await page('/inl/Accounts');
    expect(res.body).toContain(link('Dashboard-2.js'));
    expect(res.body).not.toContain('Dashboard-1.js');
  });
});

describe('routeOf', () => {
  const routes = [
    '/inl/Accounts',
    '/inl/Accounts/:loanId',
    '/inl/Accounts/:loanId/Documents/:lmsId',
  ];
  it('matches the same path, or one segment for each parameter', () => {
    expect(routeOf('/inl/Accounts', routes)).toBe('/inl/Accounts');
    expect(routeOf('/inl/Accounts/L-1', routes)).toBe('/inl/Accounts/:loanId');
    expect(routeOf('/inl/Accounts/L-1/Documents/D-9', routes)).toBe(
      '/inl/Accounts/:loanId/Documents/:lmsId',
    );
  });
  it("matches as the app's router does: in any letter case, with a trailing slash", () => {
    expect(routeOf('/inl/accounts', routes)).toBe('/inl/Accounts');
    expect(routeOf('/INL/ACCOUNTS/L-1/', routes)).toBe('/inl/Accounts/:loanId');
    expect(routeOf('/inl/Accounts/', routes)).toBe('/inl/Accounts');
  });
  it('does not match an empty parameter, another length or another name', () => {
    expect(routeOf('/inl/Accounts//Documents/D-9', routes)).toBeUndefined();
    expect(routeOf('/inl/Accounts/L-1/Documents', routes)).toBeUndefined();
    expect(routeOf('/tmx/Accounts', routes)).toBeUndefined();
  });
});
