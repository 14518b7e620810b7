// Prerendered pages (decision 022) as the server sends them — by brand and language, their inline styles' and script's
// hashes in the page's policy, a form sent before its script ran — and the start-up answers every page carries.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resolveBrandTheme, themeRule, type BrandCode } from '@lender/domain';
import { brands } from '../../db/schema';
import { sha256Source } from '../security';
import { buildTestApp } from '../../testing/build-test-app';
import { html, startUpAnswersOf, useWebApp } from '../../testing/web-dist';

const web = useWebApp();

describe('prerendered public pages', () => {
  it('sends the page the build drew for the default brand, in the language the browser asks for', async () => {
    const english = await web.t.app.inject({
      method: 'GET',
      url: '/ForgotPassword?from=login',
      headers: html,
    });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Forgot your password? (chs)');
    expect(english.body).toContain('<meta name="app-default-brand" content="chs">');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toContain('accept-language');
    const spanish = await web.t.app.inject({
      method: 'GET',
      url: '/ForgotPassword',
      headers: { ...html, 'accept-language': 'es-US,es;q=0.9,en;q=0.8' },
    });
    expect(spanish.body).toContain('¿Olvidó su contraseña? (chs)');
    const ranked = await web.t.app.inject({
      method: 'GET',
      url: '/ForgotPassword',
      headers: { ...html, 'accept-language': 'fr, en;q=0.9, es;q=0.8' },
    });
    expect(ranked.body).toContain('Forgot your password? (chs)');
  });

  it('sends a page of its own brand under any default brand, and index.html where nothing was drawn', async () => {
    expect(
      (await web.t.app.inject({ method: 'GET', url: '/tmx/OptInDisclosures', headers: html })).body,
    ).toContain('Opt-in disclosures (tmx)');
    // drawn for another default brand only, or not at all: the app's shell
    for (const url of ['/Register', '/Accounts', '/forgotpassword']) {
      const res = await web.t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  /** the default brand's (chs) theme rule as the server writes it: the database's colours through the domain's rule */
  async function themeRuleOf(brand: BrandCode) {
    const [row] = await web.database.db.select().from(brands).where(eq(brands.code, brand));
    return themeRule(resolveBrandTheme(brand, row?.theme));
  }

  it('allows the styles a page holds by their hashes, and no other inline style (decision 086)', async () => {
    const styleSrc = (res: { headers: Record<string, unknown> }) =>
      /style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    const theme = sha256Source(await themeRuleOf('chs'));
    const contact = await web.t.app.inject({ method: 'GET', url: '/ContactUs', headers: html });
    expect(contact.body).toContain('<style>.a{color:red}</style>');
    // the hash of ".a{color:red}" (openssl dgst -sha256 -binary | base64), then the brand's colours (decision 087)
    expect(styleSrc(contact)).toBe(
      `'self' 'sha256-AYkV/wUaXEz1i9pndN1veIXFHZVFTj4Ojce2rMK7bSc=' ${theme}`,
    );
    for (const url of ['/ForgotPassword', '/Accounts'])
      expect(styleSrc(await web.t.app.inject({ method: 'GET', url, headers: html })), url).toBe(
        `'self' ${theme}`,
      );
  });

  it("writes the page's brand's colours into it, as the app applies them: its route's brand, else the default one (decision 087)", async () => {
    for (const [url, brand] of [
      ['/ForgotPassword', 'chs'],
      ['/Accounts', 'chs'],
      ['/tmx/Accounts', 'tmx'],
      ['/tmx/OptInDisclosures', 'tmx'],
      ['/inl/Accounts/123', 'inl'],
    ] as const) {
      const page = await web.t.app.inject({ method: 'GET', url, headers: html });
      const rule = await themeRuleOf(brand);
      expect(rule).toMatch(/^:root\{--brand-primary:#[0-9a-f]{6};/);
      expect(page.body, url).toContain(`<style>${rule}</style>`);
      expect(page.headers['content-security-policy'], url).toContain(sha256Source(rule));
      expect(page.body, url).toContain(
        `<meta name="theme-color" content="${resolveBrandTheme(brand).primary}" />`,
      );
    }
  });

  it('allows the one script a signed-in shell holds by its hash, and no inline script elsewhere (decision 087)', async () => {
    const policy = (res: { headers: Record<string, unknown> }) =>
      String(res.headers['content-security-policy']);
    const shell = await web.t.app.inject({ method: 'GET', url: '/tmx/Accounts', headers: html });
    expect(shell.body).toContain('<div id="root" data-shell>My accounts (tmx)</div>');
    // the hash of "window.shell=1" (openssl dgst -sha256 -binary | base64); script-src-attr stays 'none'
    expect(policy(shell)).toMatch(
      /(^|;)script-src 'self' 'sha256-iST2klbrqb8\/zU2Z8PNE3c03\/mkIiYXw15sPrRMvdQ4=';/,
    );
    expect(policy(shell)).toMatch(/script-src-attr 'none'/);
    expect(policy(shell)).toMatch(/style-src 'self' 'sha256-[^']+';/);
    // no other page holds an inline script
    for (const url of ['/ContactUs', '/Register', '/inl/Accounts'])
      expect(policy(await web.t.app.inject({ method: 'GET', url, headers: html })), url).toMatch(
        /(^|;)script-src 'self';/,
      );
  });

  it('answers a prerendered form sent before its script ran with the page again, and an API form post with a 404', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const page = await web.t.app.inject({
      method: 'POST',
      url: '/ForgotPassword',
      headers: { ...html, ...form },
      payload: 'username=p1%40example.com',
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/ForgotPassword');
    // only a prerendered page's own path: a form post anywhere else is a 404, never a redirect
    for (const url of ['/Accounts', '//elsewhere.example/ForgotPassword']) {
      const elsewhere = await web.t.app.inject({
        method: 'POST',
        url,
        headers: { ...html, ...form },
        payload: 'a=1',
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.headers.location).toBeUndefined();
    }
    const api = await web.t.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: form,
      payload: 'a=1',
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: expect.any(String) });
  });
});

describe('start-up answers in the page (decision 028)', () => {
  it('writes the service status, the brands and the settings into every page, exactly as the API answers them', async () => {
    const api = async (url: string) => (await web.t.app.inject({ method: 'GET', url })).json();
    const expected = {
      readAt: expect.any(Number),
      serviceStatus: await api('/api/serviceStatus'),
      serviceProvider: await api('/api/serviceProvider'),
      configSettings: await api('/api/configsettings'),
    };
    expect(expected.serviceProvider).toHaveProperty('brands');
    for (const url of ['/', '/ForgotPassword', '/Accounts']) {
      const page = await web.t.app.inject({ method: 'GET', url, headers: html });
      expect(startUpAnswersOf(page.body)).toEqual(expected);
    }
  });

  it('carries the maintenance switch to the next page served', async () => {
    const other = await buildTestApp({ WEB_DIST_DIR: web.dist }, { database: web.database });
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
