/**
 * A built web app's stand-in for the web-app plugin's tests (plugins/web-app/*.test.ts): index.html, a hashed script
 * with its brotli and gzip files, the service worker, a brand's icon, and prerendered pages (decision 022: public pages,
 * a page with its styles, a signed-in shell with its script) — served by a test app with DEFAULT_BRAND chs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../db/test-db';
import { buildTestApp, type TestApp } from './build-test-app';

export const INDEX = `<!doctype html><html><head>
<meta name="app-default-brand" content="inl">
<meta name="app-apply-urls" content="{}">
<meta name="app-brand-apps" content="{}">
<meta name="app-debug-menu" content="false">
<meta name="theme-color" content="#000000" />
<link rel="icon" href="/icons/inl-192.png" type="image/png" />
<script type="module" src="/assets/index-abc123.js"></script>
</head><body><div id="root"></div></body></html>`;

/** what the build's .br file holds (a stand-in different from the plain file, to see which was sent) */
export const APP_JS = 'console.log("app, from the brotli file")';
export const LONG_INDEX = INDEX.replace(
  '</body>',
  `<p>${'Sign in to see your loans. '.repeat(80)}</p></body>`,
);

/** a build's prerendered pages (decision 022): ForgotPassword per default brand, /tmx/OptInDisclosures of its own brand */
function writePrerendered(root: string) {
  /** a page with `text` in its root; `head` before </head>, `attributes` on the root */
  const page = (file: string, text: string, head = '', attributes = '') => {
    mkdirSync(path.dirname(path.join(root, '.prerendered', file)), { recursive: true });
    writeFileSync(
      path.join(root, '.prerendered', file),
      INDEX.replace('</head>', `${head}</head>`).replace(
        '<div id="root"></div>',
        `<div id="root"${attributes}>${text}</div>`,
      ),
    );
  };
  mkdirSync(path.join(root, '.prerendered'));
  writeFileSync(
    path.join(root, '.prerendered', 'pages.json'),
    JSON.stringify({
      '/ForgotPassword': 'per-brand',
      '/tmx/OptInDisclosures': 'own',
      '/Register': 'per-brand',
      '/ContactUs': 'per-brand',
      '/tmx/Accounts': 'own',
    }),
  );
  // a signed-in shell holds its one script (decision 087)
  page(
    '_/en/tmx/Accounts.html',
    'My accounts (tmx)',
    '<script>window.shell=1</script>',
    ' data-shell',
  );
  page('chs/en/ForgotPassword.html', 'Forgot your password? (chs)');
  // a drawn page holds its stylesheet (decision 086)
  page('chs/en/ContactUs.html', 'Contact us (chs)', '<style>.a{color:red}</style>');
  page('chs/es/ForgotPassword.html', '¿Olvidó su contraseña? (chs)');
  page('inl/en/ForgotPassword.html', 'Forgot your password? (inl)');
  page('_/en/tmx/OptInDisclosures.html', 'Opt-in disclosures (tmx)');
  page('inl/en/Register.html', 'Create an account (inl)');
}

/** a browser's request for a page */
export const html = { accept: 'text/html,application/xhtml+xml' };

export interface WebAppUnderTest {
  dist: string;
  database: DatabaseHandle;
  t: TestApp;
}

/** The file's server on a fresh dist and database, set up before its tests and closed after them. */
export function useWebApp(): WebAppUnderTest {
  const web = {} as WebAppUnderTest;
  beforeAll(async () => {
    web.dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(web.dist, 'assets'));
    writeFileSync(path.join(web.dist, 'index.html'), INDEX);
    writeFileSync(path.join(web.dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(web.dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(APP_JS));
    writeFileSync(
      path.join(web.dist, 'assets', 'index-abc123.js.gz'),
      'not what a browser asking for br gets',
    );
    writeFileSync(path.join(web.dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(path.join(web.dist, 'robots.txt'), 'User-agent: *');
    mkdirSync(path.join(web.dist, 'icons'));
    writeFileSync(path.join(web.dist, 'icons', 'inl-192.png'), 'png');
    writePrerendered(web.dist);
    web.database = await createTestDatabase();
    web.t = await buildTestApp(
      {
        WEB_DIST_DIR: web.dist,
        DEFAULT_BRAND: 'chs',
        APPLY_URL_TMX: 'https://apply.pine.test/go?from=app',
        APP_URL_CCC: 'https://app.community-choice.test/',
      },
      { database: web.database },
    );
  });
  afterAll(async () => {
    await web.t.close();
    await web.database.close();
    rmSync(web.dist, { recursive: true, force: true });
  });
  return web;
}

/** The start-up answers a served page carries (decision 028), read back as the web app reads them. */
export function startUpAnswersOf(page: string): unknown {
  const element = /<script type="application\/json" id="start-up-answers">(.*?)<\/script>/.exec(
    page,
  );
  expect(element).not.toBeNull();
  return JSON.parse(element?.[1] ?? 'null');
}
