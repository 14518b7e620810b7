#!/usr/bin/env node
// P1's Dashboard reloaded in the browser itself, two builds in turn: `node scripts/bench/compare-dashboard-paint.mjs
// <web dist A> <web dist B>`. For ROUNDS rounds (3), each build is served on a fresh embedded database, P1 signs in
// through Login (as `npm run bench -- vitals` does), and her Dashboard is reloaded RELOADS times (5) with the CPU
// slowed 4× and a slow-4G-like network (150 ms, 1.6 Mbps down; the page's and its service worker's requests,
// phone-network.mjs); each reload reports the page's own
// largest-contentful-paint time, when her loans were first in the page, and the time its long tasks ran over 50 ms
// (to the network going quiet). FIRST_VISIT=1: each load is a first visit after her sign-in (the HTTP cache, the service
// worker and its caches cleared before it, as the Lighthouse bench's first visit), the session kept.
//
// Why beside compare-web-builds.mjs: Lighthouse's simulated LCP of the warm Dashboard moves by hundreds of ms
// between rounds of one build (1,297–2,334 ms in one run), hiding a change of ~100–200 ms in when the screen first
// paints; the browser's own paint time on the throttled CPU shows it (decision 033).
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { signInThroughLogin } from './dashboard-vitals.mjs';
import { median } from './median.mjs';
import { emulateNetwork, networkSessions, SLOW_4G } from './phone-network.mjs';
import { startServer } from './server.mjs';
import { signInP1 } from './sign-in.mjs';

const dists = process.argv.slice(2);
if (dists.length < 2) {
  console.error(
    'usage: node scripts/bench/compare-dashboard-paint.mjs <web dist A> <web dist B> [...]',
  );
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS ?? 3);
const reloads = Number(process.env.RELOADS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3300);
const firstVisit = process.env.FIRST_VISIT === '1';

/* global window, document, MutationObserver */
function countLongTasks() {
  window.longTaskMsOver50 = 0;
  // her loans: the first item of a list in the page's main landmark
  const loans = new MutationObserver(() => {
    if (!document.querySelector('main li')) return;
    window.loansAt = performance.now();
    loans.disconnect();
  });
  loans.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.longTaskMsOver50 += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
}
function paintAndLongTasks() {
  return new Promise((resolve) =>
    new PerformanceObserver((list) =>
      resolve({
        lcpMs: list.getEntries().at(-1).startTime,
        loansMs: window.loansAt ?? NaN,
        longMs: window.longTaskMsOver50,
      }),
    ).observe({ type: 'largest-contentful-paint', buffered: true }),
  );
}

async function measureBuild(dist) {
  const server = await startServer({ port, env: { WEB_DIST_DIR: dist } });
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs.filter((arg) => !arg.startsWith('--headless')),
    headless: true,
  });
  try {
    const { devicekey } = await signInP1(server.baseUrl);
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823 });
    const url = await signInThroughLogin(page, server.baseUrl, devicekey);
    const sessions = await networkSessions(browser, page);
    const [cdp] = sessions;
    await emulateNetwork(sessions, SLOW_4G);
    await page.evaluateOnNewDocument(countLongTasks);
    const samples = [];
    for (let i = 0; i < reloads; i += 1) {
      if (firstVisit) {
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', {
          origin: server.baseUrl,
          storageTypes: 'service_workers,cache_storage',
        });
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'networkidle0' });
      samples.push(await page.evaluate(paintAndLongTasks));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    return samples;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const all = new Map(dists.map((dist) => [dist, []]));
for (let round = 1; round <= rounds; round += 1) {
  for (const dist of dists) {
    const samples = await measureBuild(dist);
    all.get(dist).push(...samples);
    const list = (key) => samples.map((sample) => Math.round(sample[key])).join(' ');
    console.log(
      `[dashboard-paint] round ${round} ${dist}: LCP ${list('lcpMs')} ms; her loans ${list('loansMs')} ms; long tasks over 50 ms ${list('longMs')} ms`,
    );
  }
}
for (const [dist, samples] of all) {
  const of = (key) => Math.round(median(samples.map((sample) => sample[key])));
  console.log(
    `[dashboard-paint] ${dist}, median of ${samples.length}: LCP ${of('lcpMs')} ms, her loans ${of('loansMs')} ms, long tasks over 50 ms ${of('longMs')} ms`,
  );
}
process.exit(0);
