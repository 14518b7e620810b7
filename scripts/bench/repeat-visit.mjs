/* global window, document, MutationObserver */
// The signed-in repeat visit and the offline dashboard (issue 11): P1 signs in through the Login page on a trusted
// device, opens her Dashboard and waits until the service worker controls it. Then, on a phone's terms (4x CPU slowdown;
// slow 4G for the page's requests and the service worker's alike, phone-network.mjs), each run reloads the Dashboard
// and times, from the navigation's start:
// - usable: her loans are drawn by the app and "Make a payment" is there to tap (warm service worker, online);
// - offline: the same reload with the network off shows her last-known loans and the offline banner.
// Median of `runs` each. Goals: usable ≤ 0.5 s, offline visible ≤ 1 s.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { signInThroughLogin } from './dashboard-vitals.mjs';
import { signInP1 } from './sign-in.mjs';
import { median } from './median.mjs';
import {
  emulateNetwork,
  networkSessions,
  OFFLINE,
  SLOW_4G,
  UNTHROTTLED,
} from './phone-network.mjs';

/** Installed before any page script: the time (since navigation start) each mark's condition first held. */
function markWhenDrawn() {
  const marks = {};
  window.__visitMarks = marks;
  const loanDrawn = () =>
    [...document.querySelectorAll('h2')].some((h) =>
      /^Loan \d{5}-\d{3}$/.test(h.textContent ?? ''),
    );
  const conditions = {
    usable: () =>
      loanDrawn() &&
      [...document.querySelectorAll('a, button')].some((e) =>
        /^Make a payment/.test(e.textContent ?? ''),
      ),
    offline: () => loanDrawn() && (document.body?.textContent ?? '').includes("You're offline"),
  };
  const check = () => {
    for (const [name, holds] of Object.entries(conditions))
      if (marks[name] === undefined && holds()) marks[name] = performance.now();
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

async function timeReload(page, mark) {
  await page.reload({ waitUntil: 'domcontentloaded' });
  const handle = await page.waitForFunction(
    (name) => window.__visitMarks?.[name],
    { timeout: 60_000, polling: 50 },
    mark,
  );
  return handle.jsonValue();
}

export async function measureRepeatVisit(baseUrl, runs = 5) {
  const { devicekey } = await signInP1(baseUrl);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: chromiumArgs,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const usable = [];
  const offline = [];
  let path;
  try {
    const page = await browser.newPage();
    const url = await signInThroughLogin(page, baseUrl, devicekey);
    path = new URL(url).pathname;
    await page.evaluateOnNewDocument(markWhenDrawn);
    const sessions = await networkSessions(browser, page);
    await page.reload({ waitUntil: 'networkidle0' });
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))))
      throw new Error('the service worker does not control the Dashboard');
    await sessions[0].send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < runs; i += 1) {
      await emulateNetwork(sessions, SLOW_4G);
      usable.push(await timeReload(page, 'usable'));
      await emulateNetwork(sessions, OFFLINE);
      offline.push(await timeReload(page, 'offline'));
    }
    await emulateNetwork(sessions, UNTHROTTLED);
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return {
    runs,
    path,
    usableMs: median(usable),
    offlineVisibleMs: median(offline),
    usableSamplesMs: usable,
    offlineSamplesMs: offline,
  };
}
