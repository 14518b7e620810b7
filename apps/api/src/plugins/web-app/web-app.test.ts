import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-db';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { staticCacheControl } from './index';
import { setMetaContent, withBrandIcons, withStartUpAnswers } from './index-html';
import { eq } from 'drizzle-orm';

const INDEX = `<!doctype html><html><head>
<meta name="app-default-brand" content="inl">
<meta name="app-apply-urls" content="{}">
<meta name="app-brand-apps" content="{}">
<meta name="app-debug-menu" content="false">
<meta name="theme-color" content="#000000" />
<link rel="icon" href="/icons/inl-192.png" type="image/png" />
<script type="module" src="/assets/index-abc123.js"></script>
</head><body><div id="root"></div></body></html>`;

/** what the build's .br file holds (a stand-in different from the plain file, to see which was sent) */
const APP_JS = 'console.log("app, from the brotli file")';
const LONG_INDEX = INDEX.replace(
  '</body>',
  `<p>${'Sign in to see your loans. '.repeat(80)}</p></body>`,
);

/** a build's prerendered pages (decision 022): ForgotPassword per default brand, /tmx/OptInDisclosures of its own brand */
function writePrerendered(root: string) {
  const page = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, '.prerendered', file)), { recursive: true });
    writeFileSync(
      path.join(root, '.prerendered', file),
      INDEX.replace('<div id="root"></div>', `<div id="root">${text}</div>`),
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
  mkdirSync(path.join(root, '.prerendered', '_/en/tmx'), { recursive: true });
  writeFileSync(
    path.join(root, '.prerendered', '_/en/tmx/Accounts.html'),
    INDEX.replace('</head>', '<script>window.shell=1</script></head>').replace(
      '<div id="root"></div>',
      '<div id="root" data-shell>My accounts (tmx)</div>',
    ),
  );
  page('chs/en/ForgotPassword.html', 'Forgot your password? (chs)');
  // a drawn page holds its stylesheet (decision 086)
  writeFileSync(
    path.join(root, '.prerendered', 'chs/en/ContactUs.html'),
    INDEX.replace('</head>', '<style>.a{color:red}</style></head>').replace(
      '<div id="root"></div>',
      '<div id="root">Contact us (chs)</div>',
    ),
  );
  page('chs/es/ForgotPassword.html', '¿Olvidó su contraseña? (chs)');
  page('inl/en/ForgotPassword.html', 'Forgot your password? (inl)');
  page('_/en/tmx/OptInDisclosures.html', 'Opt-in disclosures (tmx)');
  page('inl/en/Register.html', 'Create an account (inl)');
}

let dist: string;
let database: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js.gz'),
    'not what a browser asking for br gets',
  );
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  mkdirSync(path.join(dist, 'icons'));
  writeFileSync(path.join(dist, 'icons', 'inl-192.png'), 'png');
  writePrerendered(dist);
  database = await createTestDatabase();
  t = await buildTestApp(
    {
      WEB_DIST_DIR: dist,
      DEFAULT_BRAND: 'chs',
      APPLY_URL_TMX: 'https://apply.pine.test/go?from=app',
      APP_URL_CCC: 'https://app.community-choice.test/',
    },
    { database },
  );
});
afterAll(async () => {
  await t.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('static web app', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('console.log');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates sw.js and gives other files a short cache', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe(
      'no-cache',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/robots.txt' })).headers['cache-control'],
    ).toBe('public, max-age=3600');
  });

  it('serves index.html with the runtime default brand, its theme colour and icon, not cached', async () => {
    const [chs] = await database.db.select().from(brands).where(eq(brands.code, 'chs'));
    for (const url of ['/', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<meta name="app-default-brand" content="chs">');
      expect(res.body).toContain(`<meta name="theme-color" content="${chs?.theme.primary}" />`);
      expect(res.body).toContain('<link rel="icon" href="/icons/chs-192.png" type="image/png" />');
    }
  });

  it('writes the application page of each apply-for-loan brand into index.html: configured, else the default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    const content = /<meta name="app-apply-urls" content="([^"]*)">/.exec(res.body)?.[1] ?? '';
    expect(JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))).toEqual({
      inl: 'https://apply.oak-loans.example/start',
      tmx: 'https://apply.pine.test/go?from=app',
    });
  });

  it('writes every brand’s own app into index.html (issue 48: a loan of another brand links to its app)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    const content = /<meta name="app-brand-apps" content="([^"]*)">/.exec(res.body)?.[1] ?? '';
    const apps = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect(apps).toMatchObject({
      ccc: 'https://app.community-choice.test/',
      tmx: 'https://tmx.app.example/',
    });
    expect(Object.keys(apps)).toHaveLength(8);
  });

  it('turns the debug menu on in the page outside production (decision 060)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.body).toContain('<meta name="app-debug-menu" content="true">');
  });

  it('falls back to index.html for an HTML GET of an app route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/chs/Payment?x=1', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('app-default-brand" content="chs"');
  });

  it('does not fall back for a missing file, a non-HTML request or /api', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/Home', headers: { accept: 'application/json' } }))
        .statusCode,
    ).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/missing', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it("sends the build's brotli file to a browser that accepts br, with Vary, and the plain file otherwise", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('sends a hashed asset with only the headers a subresource uses; the page keeps the whole set', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'x-request-id',
      'etag',
      'last-modified',
      'accept-ranges',
    ]) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    const headerBytes = Object.entries(asset.headers).reduce(
      (sum, [name, value]) => sum + name.length + String(value).length + 4,
      0,
    );
    expect(headerBytes).toBeLessThan(400);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-request-id']).toBeDefined();
    // no page is ever sent under /assets/ (where those lean headers apply): a missing file there is a 404 for a browser too
    const missing = await t.app.inject({
      method: 'GET',
      url: '/assets/gone-123.js',
      headers: html,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it("sends the brand's icon and the web manifest with the subresource headers too; no page under /icons/", async () => {
    for (const url of ['/icons/inl-192.png', '/manifest.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      for (const name of ['content-security-policy', 'strict-transport-security', 'x-request-id'])
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/icons/gone-192.png',
      headers: html,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
    // a page whose path only starts the same way keeps the whole set
    const page = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest.html',
      headers: html,
    });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('compresses a file the build left plain (the service worker) when it is asked for', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
      'self.addEventListener("fetch", () => {})',
    );
  });

  it('compresses index.html, built per request for the brand, when it is over the threshold', async () => {
    writeFileSync(path.join(dist, 'index.html'), LONG_INDEX);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/Home',
        headers: { ...html, 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.rawPayload).toString()).toContain(
        '<meta name="app-default-brand" content="chs">',
      );
    } finally {
      writeFileSync(path.join(dist, 'index.html'), INDEX);
    }
  });

  it('compresses a JSON answer over the threshold and leaves a small one as it is', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/configsettings',
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('settings');
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/missing',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the manifest of the default brand', async () => {
    const [chs] = await database.db.select().from(brands).where(eq(brands.code, 'chs'));
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: chs?.displayName,
      short_name: chs?.displayName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: chs?.theme.primary,
      background_color: chs?.theme.background,
    });
    expect(manifest.icons).toContainEqual({
      src: '/icons/chs-192.png',
      sizes: '192x192',
      type: 'image/png',
    });
    expect(manifest.icons).toContainEqual({
      src: '/icons/chs-512.png',
      sizes: '512x512',
      type: 'image/png',
    });
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(
      true,
    );
  });
});

describe('prerendered public pages', () => {
  it('sends the page the build drew for the default brand, in the language the browser asks for', async () => {
    const english = await t.app.inject({
      method: 'GET',
      url: '/ForgotPassword?from=login',
      headers: html,
    });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Forgot your password? (chs)');
    expect(english.body).toContain('<meta name="app-default-brand" content="chs">');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toContain('accept-language');
    const spanish = await t.app.inject({
      method: 'GET',
      url: '/ForgotPassword',
      headers: { ...html, 'accept-language': 'es-US,es;q=0.9,en;q=0.8' },
    });
    expect(spanish.body).toContain('¿Olvidó su contraseña? (chs)');
    const ranked = await t.app.inject({
      method: 'GET',
      url: '/ForgotPassword',
      headers: { ...html, 'accept-language': 'fr, en;q=0.9, es;q=0.8' },
    });
    expect(ranked.body).toContain('Forgot your password? (chs)');
  });

  it('sends a page of its own brand under any default brand, and index.html where nothing was drawn', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/tmx/OptInDisclosures', headers: html })).body,
    ).toContain('Opt-in disclosures (tmx)');
    // drawn for another default brand only, or not at all: the app's shell
    for (const url of ['/Register', '/Accounts', '/forgotpassword']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('allows the styles a page holds by their hashes, and no other inline style (decision 086)', async () => {
    const styleSrc = (res: { headers: Record<string, unknown> }) =>
      /style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    const contact = await t.app.inject({ method: 'GET', url: '/ContactUs', headers: html });
    expect(contact.body).toContain('<style>.a{color:red}</style>');
    // the hash of ".a{color:red}" (openssl dgst -sha256 -binary | base64)
    expect(styleSrc(contact)).toBe("'self' 'sha256-AYkV/wUaXEz1i9pndN1veIXFHZVFTj4Ojce2rMK7bSc='");
    for (const url of ['/ForgotPassword', '/Accounts'])
      expect(styleSrc(await t.app.inject({ method: 'GET', url, headers: html })), url).toBe(
        "'self'",
      );
  });

  it('allows the one script a signed-in shell holds by its hash, and no inline script elsewhere (decision 087)', async () => {
    const policy = (res: { headers: Record<string, unknown> }) =>
      String(res.headers['content-security-policy']);
    const shell = await t.app.inject({ method: 'GET', url: '/tmx/Accounts', headers: html });
    expect(shell.body).toContain('<div id="root" data-shell>My accounts (tmx)</div>');
    // the hash of "window.shell=1" (openssl dgst -sha256 -binary | base64); script-src-attr stays 'none'
    expect(policy(shell)).toMatch(
      /(^|;)script-src 'self' 'sha256-iST2klbrqb8\/zU2Z8PNE3c03\/mkIiYXw15sPrRMvdQ4=';/,
    );
    expect(policy(shell)).toMatch(/script-src-attr 'none'/);
    expect(policy(shell)).toMatch(/style-src 'self';/);
    // no other page holds an inline script
    for (const url of ['/ContactUs', '/Register', '/inl/Accounts'])
      expect(policy(await t.app.inject({ method: 'GET', url, headers: html })), url).toMatch(
        /(^|;)script-src 'self';/,
      );
  });

  it('answers a prerendered form sent before its script ran with the page again, and an API form post with a 404', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const page = await t.app.inject({
      method: 'POST',
      url: '/ForgotPassword',
      headers: { ...html, ...form },
      payload: 'username=p1%40example.com',
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/ForgotPassword');
    // only a prerendered page's own path: a form post anywhere else is a 404, never a redirect
    for (const url of ['/Accounts', '//elsewhere.example/ForgotPassword']) {
      const elsewhere = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...html, ...form },
        payload: 'a=1',
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.headers.location).toBeUndefined();
    }
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: form,
      payload: 'a=1',
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: expect.any(String) });
  });
});

/** The start-up answers a served page carries (decision 028), read back as the web app reads them. */
function startUpAnswersOf(page: string): unknown {
  const element = /<script type="application\/json" id="start-up-answers">(.*?)<\/script>/.exec(
    page,
  );
  expect(element).not.toBeNull();
  return JSON.parse(element?.[1] ?? 'null');
}

describe('start-up answers in the page (decision 028)', () => {
  it('writes the service status, the brands and the settings into every page, exactly as the API answers them', async () => {
    const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    const expected = {
      readAt: expect.any(Number),
      serviceStatus: await api('/api/serviceStatus'),
      serviceProvider: await api('/api/serviceProvider'),
      configSettings: await api('/api/configsettings'),
    };
    expect(expected.serviceProvider).toHaveProperty('brands');
    for (const url of ['/', '/ForgotPassword', '/Accounts']) {
      const page = await t.app.inject({ method: 'GET', url, headers: html });
      expect(startUpAnswersOf(page.body)).toEqual(expected);
    }
  });

  it('carries the maintenance switch to the next page served', async () => {
    const other = await buildTestApp({ WEB_DIST_DIR: dist }, { database });
    try {
      await other.app.inject({
        method: 'POST',
        url: '/api/dev/serviceStatus',
        payload: { available: false, message: 'Planned maintenance' },
      });
      const page = await other.app.inject({ method: 'GET', url: '/', headers: html });
      expect(startUpAnswersOf(page.body)).toMatchObject({
        serviceStatus: { available: false, message: 'Planned maintenance' },
      });
    } finally {
      await other.app.inject({
        method: 'POST',
        url: '/api/dev/serviceStatus',
        payload: { available: true },
      });
      await other.close();
    }
  });
});

describe('without a built web app', () => {
  it('explains how to build it at / and for app routes', async () => {
    const bare = await buildTestApp(
      { WEB_DIST_DIR: path.join(dist, 'nothing-here') },
      { database },
    );
    for (const url of ['/', '/Home']) {
      const res = await bare.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
    }
    await bare.close();
  });
});

describe('helpers', () => {
  it('sets a meta content whatever the attribute order', () => {
    expect(setMetaContent('<meta content="a" name="theme-color">', 'theme-color', '#123')).toBe(
      '<meta content="#123" name="theme-color">',
    );
    expect(setMetaContent('<meta name="x" content="a">', 'theme-color', '#123')).toBe(
      '<meta name="x" content="a">',
    );
    expect(
      setMetaContent('<meta name="theme-color" content="a">', 'theme-color', '"><script>'),
    ).not.toContain('<script>');
  });

  it('writes start-up answers no value of which can close their element', () => {
    const message = '</script><script>alert(1)</script><!--';
    const answers = {
      readAt: 1,
      serviceStatus: { available: false, message },
      serviceProvider: { brands: {} },
      configSettings: {},
    };
    const page = withStartUpAnswers(INDEX, answers as never);
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(page).not.toContain('<!--');
    expect(startUpAnswersOf(page)).toEqual(answers);
    expect(withStartUpAnswers(INDEX, undefined)).toBe(INDEX);
  });

  it("links the default brand's own tab and home-screen icons, and nothing else of the page changes", () => {
    const head =
      '<link rel="manifest" href="/manifest.webmanifest" /><link rel="icon" href="/icons/inl-192.png" type="image/png" /><link rel="apple-touch-icon" href="/icons/inl-192.png" /><img src="/icons/inl-192.png">';
    expect(withBrandIcons(head, 'chs')).toBe(
      '<link rel="manifest" href="/manifest.webmanifest" /><link rel="icon" href="/icons/chs-192.png" type="image/png" /><link rel="apple-touch-icon" href="/icons/chs-192.png" /><img src="/icons/inl-192.png">',
    );
  });

  it('chooses a cache policy by path', () => {
    expect(staticCacheControl('assets/x-1.css')).toContain('immutable');
    expect(staticCacheControl('index.html')).toBe('no-cache');
    expect(staticCacheControl('manifest.webmanifest')).toBe('no-cache');
    expect(staticCacheControl('icons/inl-192.png')).toBe('public, max-age=3600');
  });
});
