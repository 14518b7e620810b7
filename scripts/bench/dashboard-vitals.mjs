/* global window */
// LCP, TBT, CLS, score and bytes on the wire of P1's Dashboard, signed in (issue 11): Lighthouse's mobile preset in the
// system Chromium, median of `runs`. P1 signs in through the Login page on a device the server already trusts (the
// device key of an API sign-in that passed the trusted-device code, scripts/bench/sign-in.mjs), then Lighthouse loads
// her Dashboard in that tab with storage kept (the session lives in sessionStorage): the app's assets are cached as
// after the sign-in, so this is the signed-in repeat visit, not a first visit.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { auditWithRetry } from './login-vitals.mjs';
import { signInP1 } from './sign-in.mjs';
import { median } from './median.mjs';

const P1_EMAIL = 'ana.tlxe@example.com';

export async function signInThroughLogin(page, baseUrl, deviceKey, email = P1_EMAIL) {
  await page.goto(`${baseUrl}/`);
  await page.evaluate((key) => localStorage.setItem('deviceKey', key), deviceKey);
  await page.goto(`${baseUrl}/`);
  await page.waitForSelector('input[name="username"]:not(:disabled)');
  await page.type('input[name="username"]', email);
  await page.type('input[name="password"]', 'DemoPass2026');
  await Promise.all([
    page.waitForFunction(() => window.location.pathname !== '/', { timeout: 60_000 }),
    page.click('button[type="submit"]'),
  ]);
  await page.waitForSelector('h1', { timeout: 60_000 });
  if (page.url().includes('TrustedDevice'))
    throw new Error('the device was not trusted: the sign-in met the code step');
  return page.url();
}

export async function measureDashboardVitals(baseUrl, runs = 5) {
  const { devicekey } = await signInP1(baseUrl);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: chromiumArgs,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const samples = [];
  let url;
  try {
    const page = await browser.newPage();
    url = await signInThroughLogin(page, baseUrl, devicekey);
    for (let i = 0; i < runs; i += 1) {
      const result = await auditWithRetry(url, chrome.port, 3, { disableStorageReset: true }, page);
      if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`the Dashboard audit ended on ${result.lhr.finalDisplayedUrl}`);
      const audits = result.lhr.audits;
      samples.push({
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        score: result.lhr.categories.performance.score * 100,
        wireBytes: audits['total-byte-weight'].numericValue,
      });
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return {
    runs,
    path: new URL(url).pathname,
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    cls: median(samples.map((s) => s.cls)),
    performanceScore: median(samples.map((s) => s.score)),
    wireKb: median(samples.map((s) => s.wireBytes)) / 1000,
  };
}
