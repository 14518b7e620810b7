// Each page beside the stack app (issue 50): Lighthouse mobile, median of `runs`, the pages audited in turn round by
// round in one Chromium, so the machine's drift falls on all alike. The stack app is decision 039's: the one-route
// sign-in page on the stack DESIGN §4 fixes (React 19, React Router 7, i18next, TanStack Query, Zustand), built and
// served as our app is (reference-app.mjs, stack.jsx). Pages:
// - Login, a first visit (Lighthouse's storage reset: no cache, no service worker);
// - P1's Dashboard, first visit after sign-in: she signed in through Login on a trusted device, then the HTTP cache,
//   the service worker and its caches are cleared and her Dashboard loaded with the session kept — every asset fetched;
// - P1's Dashboard, warm: the same tab loads it again with its cache (V8's code cache past its first two loads).
// Prints a table: page, score, LCP, TBT, CLS, bytes, and LCP ÷ the stack app's of the same run.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { signInThroughLogin } from './dashboard-vitals.mjs';
import { auditWithRetry } from './login-vitals.mjs';
import { median } from './median.mjs';
import { signInP1 } from './sign-in.mjs';

const sample = (result) => {
  const audits = result.lhr.audits;
  return {
    path: new URL(result.lhr.finalDisplayedUrl).pathname,
    score: result.lhr.categories.performance.score * 100,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    wireKb: audits['total-byte-weight'].numericValue / 1000,
  };
};

const summary = (samples) => ({
  runs: samples.length,
  ...Object.fromEntries(
    ['score', 'lcpMs', 'tbtMs', 'cls', 'wireKb'].map((key) => [
      key,
      median(samples.map((s) => s[key])),
    ]),
  ),
});

/** Clears what a first visit would not have — HTTP cache, service worker, its caches — and keeps the session. */
async function forgetAssets(page, origin) {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await session.detach();
}

async function launch() {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: chromiumArgs,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  return {
    chrome,
    browser,
    async close() {
      await browser.disconnect();
      await chrome.kill();
    },
  };
}

/** An audit in a Chromium of its own, closed after it: nothing a page left running (a service worker's precache) goes on. */
async function auditAlone(url, before) {
  const browser = await launch();
  try {
    const page = before ? await before(browser.browser) : undefined;
    const flags = page ? { disableStorageReset: true } : {};
    return sample(await auditWithRetry(url, browser.chrome.port, 3, flags, page));
  } finally {
    await browser.close();
  }
}

/**
 * Round by round: the warm Dashboard in the Chromium it stays in (its HTTP and code caches kept; an audit's storage
 * reset clears the cache of its whole browser), then the stack app, Login and the Dashboard's first visit, each in a
 * Chromium of its own.
 */
export async function measurePagesVitals(baseUrl, stackUrl, runs = 5) {
  const { devicekey } = await signInP1(baseUrl);
  const warm = await launch();
  const pages = { stack: [], login: [], dashboardFirst: [], dashboardWarm: [] };
  let dashboard;
  try {
    const page = await warm.browser.newPage();
    // signed in once; two loads first, so V8's code cache is made (it is used from the third)
    dashboard = await signInThroughLogin(page, baseUrl, devicekey);
    for (let i = 0; i < 2; i += 1) await page.reload({ waitUntil: 'networkidle0' });
    for (let i = 0; i < runs; i += 1) {
      pages.dashboardWarm.push(
        sample(
          await auditWithRetry(dashboard, warm.chrome.port, 3, { disableStorageReset: true }, page),
        ),
      );
      pages.stack.push(await auditAlone(`${stackUrl}/`));
      pages.login.push(await auditAlone(`${baseUrl}/`));
      pages.dashboardFirst.push(
        await auditAlone(dashboard, async (browser) => {
          const first = await browser.newPage();
          await signInThroughLogin(first, baseUrl, devicekey);
          await forgetAssets(first, baseUrl);
          return first;
        }),
      );
    }
  } finally {
    await warm.close();
  }
  const dashboardPath = new URL(dashboard).pathname;
  for (const key of ['dashboardFirst', 'dashboardWarm'])
    for (const s of pages[key])
      if (s.path !== dashboardPath) throw new Error(`a Dashboard audit ended on ${s.path}`);
  const stack = summary(pages.stack);
  const row = (samples) => {
    const result = summary(samples);
    return { ...result, lcpRatio: result.lcpMs / stack.lcpMs };
  };
  return {
    runs,
    stack,
    login: row(pages.login),
    dashboardFirst: row(pages.dashboardFirst),
    dashboardWarm: row(pages.dashboardWarm),
  };
}

/** The table rows: page, score, LCP, TBT, CLS, bytes, ratio to the stack app. */
export function pagesVitalsTable(vitals) {
  const rows = [
    ['the stack app (decision 039), Login', vitals.stack],
    ['Login, first visit', vitals.login],
    ['P1’s Dashboard, first visit after sign-in', vitals.dashboardFirst],
    ['P1’s Dashboard, warm', vitals.dashboardWarm],
  ];
  return [
    `| page (Lighthouse mobile, median of ${vitals.runs}) | score | LCP | TBT | CLS | bytes | LCP ÷ the stack app’s |`,
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      ([name, r]) =>
        `| ${name} | ${Math.round(r.score)} | ${Math.round(r.lcpMs)} ms | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.wireKb.toFixed(1)} KB | ${r.lcpRatio === undefined ? '1' : r.lcpRatio.toFixed(2)} |`,
    ),
  ].join('\n');
}
