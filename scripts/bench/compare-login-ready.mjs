#!/usr/bin/env node
// Login on a first visit, two builds in turn: `node scripts/bench/compare-login-ready.mjs <web dist A> <web dist B>`.
// For ROUNDS rounds (5), each build is served on a fresh embedded database and Login is opened in a new browser
// profile (no HTTP cache, no V8 code cache) with the CPU slowed 4× and a slow-4G-like network (150 ms, 1.6 Mbps
// down); each load reports its first contentful paint (the drawn page: decision 086), when the form became usable
// (its fieldset enabled by hydration, decision 022) and the time its long tasks ran over 50 ms until then.
//
// Why beside compare-web-builds.mjs: Lighthouse's TBT of Login moves by ~150–300 ms between rounds of one build on
// this machine; a first visit's own "usable" time and long tasks show a change of ~100 ms (decision 036).
import puppeteer from 'puppeteer-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { median } from './median.mjs';
import { SLOW_4G } from './phone-network.mjs';
import { startServer } from './server.mjs';

const dists = process.argv.slice(2).map((dir) => resolve(dir));
if (dists.length < 2) {
  console.error(
    'usage: node scripts/bench/compare-login-ready.mjs <web dist A> <web dist B> [...]',
  );
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3300);

/* global window, document, MutationObserver */
function watchReady() {
  window.__longMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longMs += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    const fieldset = document.querySelector('form fieldset');
    if (fieldset && !fieldset.disabled && window.__readyAt === undefined) {
      window.__readyAt = performance.now();
      window.__longAtReady = window.__longMs;
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
}

async function firstVisit(dist) {
  const server = await startServer({ port, env: { WEB_DIST_DIR: dist } });
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    userDataDir: mkdtempSync(join(tmpdir(), 'login-ready-')),
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823 });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.evaluateOnNewDocument(watchReady);
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__readyAt !== undefined, { timeout: 30_000 });
    return await page.evaluate(() => ({
      paintMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime),
      readyMs: Math.round(window.__readyAt),
      longMs: Math.round(window.__longAtReady),
    }));
  } finally {
    await browser.close();
    await server.stop();
  }
}

const results = new Map(dists.map((dist) => [dist, []]));
for (let round = 1; round <= rounds; round += 1) {
  for (const dist of dists) {
    const result = await firstVisit(dist);
    results.get(dist).push(result);
    console.log(
      `[login-ready] round ${round} ${dist}: painted ${result.paintMs} ms, form usable ${result.readyMs} ms, long tasks over 50 ms until then ${result.longMs} ms`,
    );
  }
}
for (const [dist, runs] of results) {
  console.log(
    `[login-ready] ${dist}, median of ${rounds}: painted ${median(runs.map((r) => r.paintMs))} ms, form usable ${median(runs.map((r) => r.readyMs))} ms, long tasks over 50 ms ${median(runs.map((r) => r.longMs))} ms`,
  );
}
