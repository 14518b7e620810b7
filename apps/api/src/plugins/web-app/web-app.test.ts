// The built web app as the server sends it: assets and their encodings and headers, the page's brand, the manifest.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brands } from '../../db/schema';
import { buildTestApp } from '../../testing/build-test-app';
import { APP_JS, html, INDEX, LONG_INDEX, useWebApp } from '../../testing/web-dist';

const web = useWebApp();

describe('static web app', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await web.t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('console.log');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates sw.js and gives other files a short cache', async () => {
    expect(
      (await web.t.app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control'],
    ).toBe('no-cache');
    expect(
      (await web.t.app.inject({ method: 'GET', url: '/robots.txt' })).headers['cache-control'],
    ).toBe('public, max-age=3600');
  });

  it('serves index.html with the runtime default brand, its theme colour and icon, not cached', async () => {
    const [chs] = await web.database.db.select().from(brands).where(eq(brands.code, 'chs'));
    for (const url of ['/', '/index.html']) {
      const res = await web.t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<meta name="app-default-brand" content="chs">');
      expect(res.body).toContain(`<meta name="theme-color" content="${chs?.theme.primary}" />`);
      expect(res.body).toContain('<link rel="icon" href="/icons/chs-192.png" type="image/png" />');
    }
  });

  it('writes the application page of each apply-for-loan brand into index.html: configured, else the default', async () => {
    const res = await web.t.app.inject({ method: 'GET', url: '/', headers: html });
    const content = /<meta name="app-apply-urls" content="([^"]*)">/.exec(res.body)?.[1] ?? '';
    expect(JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))).toEqual({
      inl: 'https://apply.oak-loans.example/start',
      tmx: 'https://apply.pine.test/go?from=app',
    });
  });

  it('writes every brand’s own app into index.html (issue 48: a loan of another brand links to its app)', async () => {
    const res = await web.t.app.inject({ method: 'GET', url: '/', headers: html });
    const content = /<meta name="app-brand-apps" content="([^"]*)">/.exec(res.body)?.[1] ?? '';
    const apps = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect(apps).toMatchObject({
      ccc: 'https://app.community-choice.test/',
      tmx: 'https://tmx.app.example/',
    });
    expect(Object.keys(apps)).toHaveLength(8);
  });

  it('turns the debug menu on in the page outside production (decision 060)', async () => {
    const res = await web.t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.body).toContain('<meta name="app-debug-menu" content="true">');
  });

  it('falls back to index.html for an HTML GET of an app route', async () => {
    const res = await web.t.app.inject({ method: 'GET', url: '/chs/Payment?x=1', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('app-default-brand" content="chs"');
  });

  it('does not fall back for a missing file, a non-HTML request or /api', async () => {
    expect((await web.t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await web.t.app.inject({
          method: 'GET',
          url: '/Home',
          headers: { accept: 'application/json' },
        })
      ).statusCode,
    ).toBe(404);
    const api = await web.t.app.inject({ method: 'GET', url: '/api/missing', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it("sends the build's brotli file to a browser that accepts br, with Vary, and the plain file otherwise", async () => {
    const br = await web.t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const plain = await web.t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('sends a hashed asset with only the headers a subresource uses; the page keeps the whole set', async () => {
    const asset = await web.t.app.inject({
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
    const page = await web.t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-request-id']).toBeDefined();
    // no page is ever sent under /assets/ (where those lean headers apply): a missing file there is a 404 for a browser too
    const missing = await web.t.app.inject({
      method: 'GET',
      url: '/assets/gone-123.js',
      headers: html,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
    const worker = await web.t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it("sends the brand's icon and the web manifest with the subresource headers too; no page under /icons/", async () => {
    for (const url of ['/icons/inl-192.png', '/manifest.webmanifest']) {
      const res = await web.t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      for (const name of ['content-security-policy', 'strict-transport-security', 'x-request-id'])
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    const missing = await web.t.app.inject({
      method: 'GET',
      url: '/icons/gone-192.png',
      headers: html,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
    // a page whose path only starts the same way keeps the whole set
    const page = await web.t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest.html',
      headers: html,
    });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('compresses a file the build left plain (the service worker) when it is asked for', async () => {
    const res = await web.t.app.inject({
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
    writeFileSync(path.join(web.dist, 'index.html'), LONG_INDEX);
    try {
      const res = await web.t.app.inject({
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
      writeFileSync(path.join(web.dist, 'index.html'), INDEX);
    }
  });

  it('compresses a JSON answer over the threshold and leaves a small one as it is', async () => {
    const big = await web.t.app.inject({
      method: 'GET',
      url: '/api/configsettings',
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('settings');
    const small = await web.t.app.inject({
      method: 'GET',
      url: '/api/missing',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the manifest of the default brand', async () => {
    const [chs] = await web.database.db.select().from(brands).where(eq(brands.code, 'chs'));
    const res = await web.t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
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

describe('without a built web app', () => {
  it('explains how to build it at / and for app routes', async () => {
    const bare = await buildTestApp(
      { WEB_DIST_DIR: path.join(web.dist, 'nothing-here') },
      { database: web.database },
    );
    for (const url of ['/', '/Home']) {
      const res = await bare.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
    }
    await bare.close();
  });
});
