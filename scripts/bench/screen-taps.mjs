/* global window, document, MutationObserver */
// Every later screen one tap from the Dashboard (issue 50): on a phone's terms (4× CPU slowdown, slow 4G for the page's
// requests, phone-network.mjs) and with the service worker bypassed (a borrower whose worker is not installed yet),
// the borrower's Dashboard is opened and left idle, then one tap opens a screen, and the bench times from the tap to
// its content shown (its path, a heading of its own, no loading line or spinner in the page, and the case's own text),
// and counts the request rounds the tap started: a request starting after another of the tap's requests had finished is
// a round deeper. Only reads count (GET: files and answers): a write the screen sends as it shows (a marketing event)
// is its effect, not something its content waited for. Goal: content ≤ 300 ms after the tap, one round at most. P1 (inl): her loan's details, Make a
// payment, Offers and My profile from the side menu; P3 (her brand chs): Get cash on her line of credit.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { signInThroughLogin } from './dashboard-vitals.mjs';
import { median } from './median.mjs';
import { SLOW_4G, UNTHROTTLED } from './phone-network.mjs';
import { startServer } from './server.mjs';
import { signInAs } from './sign-in.mjs';

const P1 = 'ana.tlxe@example.com';
const P3 = 'carla.nls@example.com';

/** What the borrower taps (in the menu when `menu`) and what shows the screen is there. */
export const TAP_CASES = [
  {
    screen: 'Loan details',
    email: P1,
    tap: 'a[href^="/inl/Accounts/"]',
    tapText: 'Loan details',
    path: /^\/inl\/Accounts\/[^/]+$/,
    text: /Payoff/,
  },
  {
    screen: 'Make a payment',
    email: P1,
    tap: 'a[href$="/Payment"]',
    path: /\/Payment$/,
    text: /\$215\.40/,
  },
  {
    screen: 'Get cash',
    email: P3,
    brand: 'chs',
    // Get cash is offered on her line of credit's details (its status panel), a tap from her Dashboard's loan
    via: { selector: 'a[href^="/chs/Accounts/"]', text: 'Loan details' },
    tap: 'a[href*="GetCashAmount"]',
    path: /GetCashAmount/,
    text: /\$/,
  },
  {
    screen: 'Offers',
    email: P1,
    menu: true,
    tap: 'a[href="/inl/Offers"]',
    path: /^\/inl\/Offers$/,
  },
  {
    screen: 'My profile',
    email: P1,
    menu: true,
    tap: 'a[href$="/CustomerProfile"]',
    path: /CustomerProfile$/,
    text: /Ana/,
  },
];

/** In the page: taps `selector` and resolves with the ms until the screen's content is shown. */
function tapAndWait({ selector, tapText, path, text }) {
  const pathRe = new RegExp(path.source);
  const textRe = text ? new RegExp(text.source) : undefined;
  // the page left behind stays drawn under the new address while the next screen renders (a transition): its heading
  // is the one to see gone
  const leftHeading = (document.querySelector('main') ?? document.body).querySelector('h1');
  const shown = () => {
    const main = document.querySelector('main') ?? document.body;
    const heading = main.querySelector('h1');
    if (!pathRe.test(window.location.pathname) || !heading || heading === leftHeading) return false;
    const busy = [...document.querySelectorAll('[role="status"]')].some(
      (status) =>
        status.textContent.trim() !== '' || status.querySelector('svg, [class*="spinner"]'),
    );
    return !busy && (!textRe || textRe.test(main.textContent ?? ''));
  };
  return new Promise((resolve, reject) => {
    const target = [...document.querySelectorAll(selector)].find(
      (element) => !tapText || (element.textContent ?? '').includes(tapText),
    );
    if (!target) return reject(new Error(`nothing to tap at ${selector}`));
    const started = performance.now();
    const check = () => {
      if (!shown()) return;
      observer.disconnect();
      const now = performance.now();
      const main = document.querySelector('main') ?? document.body;
      resolve({
        ms: now - started,
        shownAt: performance.timeOrigin + now,
        shown: (main.textContent ?? '').replace(/\s+/g, ' ').slice(0, 200),
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    setTimeout(
      () => reject(new Error(`the screen after ${selector} was not shown in 20 s`)),
      20_000,
    );
    target.click();
  });
}

/** The request rounds of `requests` ({ start, end }): a request that starts after one has ended is a round deeper. */
export function requestRounds(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const rounds = [];
  for (const request of sorted) {
    const before = sorted
      .map((other, index) => (other.end <= request.start ? (rounds[index] ?? 0) : 0))
      .reduce((a, b) => Math.max(a, b), 0);
    rounds.push(before + 1);
  }
  return rounds.reduce((a, b) => Math.max(a, b), 0);
}

function recordRequests(session) {
  const requests = new Map();
  session.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('data:'))
      requests.set(event.requestId, {
        url: event.request.url,
        method: event.request.method,
        // wall-clock ms, to compare with the page's own clock; the end from the monotonic timestamps
        start: event.wallTime * 1000,
        startStamp: event.timestamp,
        end: Infinity,
      });
  });
  session.on('Network.requestServedFromCache', (event) => requests.delete(event.requestId));
  session.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache || event.response.fromServiceWorker)
      requests.delete(event.requestId);
  });
  for (const done of ['Network.loadingFinished', 'Network.loadingFailed'])
    session.on(done, (event) => {
      const request = requests.get(event.requestId);
      if (request) request.end = request.start + (event.timestamp - request.startStamp) * 1000;
    });
  return { since: () => requests.clear(), list: () => [...requests.values()] };
}

/** Waits for the network to rest 1 s (a minute at most: then says so and goes on, the figure of that run kept). */
async function quiet(page, what) {
  await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 }).catch((error) => {
    console.warn(`[taps] the network did not go quiet ${what}: ${error.message}`);
  });
}

async function measureCase(browser, baseUrl, deviceKey, spec, runs) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const session = await page.createCDPSession();
  await session.send('Network.enable');
  await session.send('Network.setBypassServiceWorker', { bypass: true });
  const dashboard = await signInThroughLogin(page, baseUrl, deviceKey, spec.email);
  if (process.env.DEBUG)
    page.on('request', (request) =>
      console.log(`    request ${request.url().replace(baseUrl, '')}`),
    );
  const requests = recordRequests(session);
  const times = [];
  const rounds = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await session.send('Network.emulateNetworkConditions', UNTHROTTLED);
      await page.goto(dashboard, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('h2', { timeout: 30_000 });
      if (spec.via) {
        await page.evaluate(
          ({ selector, text }) =>
            [...document.querySelectorAll(selector)]
              .find((element) => (element.textContent ?? '').includes(text))
              ?.click(),
          spec.via,
        );
        await page.waitForSelector(spec.tap, { timeout: 30_000 });
      }
      if (spec.menu) {
        await page.click('button[aria-label="Open menu"]');
        await page.waitForSelector(spec.tap, { timeout: 30_000 });
      }
      // the Dashboard as she leaves it on her phone: its own reads done, what it preloads when idle loaded
      await quiet(page, `on the Dashboard before ${spec.screen}`);
      // she reads it a moment: the app preloads the screens it links to once the page has stayed still for 2 s
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await quiet(page, `after the Dashboard's preloads before ${spec.screen}`);
      await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await session.send('Network.emulateNetworkConditions', SLOW_4G);
      requests.since();
      const tap = await page.evaluate(tapAndWait, {
        selector: spec.tap,
        tapText: spec.tapText,
        path: { source: spec.path.source },
        text: spec.text ? { source: spec.text.source } : undefined,
      });
      times.push(tap.ms);
      await quiet(page, `after the tap on ${spec.screen}`);
      // the rounds the content waited for: what the screen preloads once it is shown does not count
      const beforeShown = requests
        .list()
        .filter((request) => request.method === 'GET' && request.start < tap.shownAt);
      rounds.push(requestRounds(beforeShown));
      if (process.env.DEBUG) {
        const list = requests.list().sort((a, b) => a.start - b.start);
        const tapAt = tap.shownAt - tap.ms;
        console.log(`  shown: ${tap.shown}`);
        for (const r of list)
          console.log(
            `  ${(r.start - tapAt).toFixed(0)}–${(r.end - tapAt).toFixed(0)} ms ${r.method} ${r.url.replace(baseUrl, '')}`,
          );
      }
    }
  } finally {
    await context.close();
  }
  return {
    screen: spec.screen,
    shownMs: median(times),
    samplesMs: times,
    requestRounds: Math.max(...rounds),
  };
}

export async function measureScreenTaps({ port, runs = 5, cases = TAP_CASES } = {}) {
  const results = [];
  for (const brand of ['inl', 'chs']) {
    const specs = cases.filter((spec) => (spec.brand ?? 'inl') === brand);
    if (specs.length === 0) continue;
    // no Chromium is said before a server starts (a server left running would hold the caller's output open)
    const chromePath = chromiumPath();
    const server = await startServer({ port, env: { DEFAULT_BRAND: brand } });
    try {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      try {
        for (const spec of specs) {
          const { devicekey } = await signInAs(server.baseUrl, spec.email);
          results.push(await measureCase(browser, server.baseUrl, devicekey, spec, runs));
        }
      } finally {
        await browser.disconnect();
        await chrome.kill();
      }
    } finally {
      await server.stop();
    }
  }
  return results;
}

/** The table: each screen, its content's time after the tap (median and samples) and its request rounds. */
export function screenTapsTable(results) {
  return [
    '| screen, one tap from the Dashboard (4× CPU, slow 4G) | content shown after the tap: median (samples) | request rounds | goal |',
    '|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.screen} | ${Math.round(r.shownMs)} ms (${r.samplesMs.map(Math.round).join(', ')}) | ${r.requestRounds} | ≤ 300 ms, ≤ 1 round |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureScreenTaps({
    port: Number(process.env.BENCH_PORT ?? 3300),
    runs: Number(process.env.RUNS ?? 5),
    cases: process.env.CASES
      ? TAP_CASES.filter((c) => process.env.CASES.split(',').includes(c.screen))
      : TAP_CASES,
  });
  console.log(screenTapsTable(results));
}
