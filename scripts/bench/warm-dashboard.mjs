// P1's Dashboard, warm, for the scripts that look inside its reloads (dashboard-profile.mjs, dashboard-trace.mjs): the
// built app on `port` serving the web build `dist`, P1 signed in through Login in the system Chromium, her Dashboard
// reloaded three times (caches warm, as on a phone that opened it before); then `measure(page, baseUrl)`, and
// everything stopped.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { signInThroughLogin } from './dashboard-vitals.mjs';
import { signInP1 } from './sign-in.mjs';
import { startServer } from './server.mjs';

export async function withWarmDashboard({ dist, port }, measure) {
  const server = await startServer({ port, env: { WEB_DIST_DIR: dist } });
  try {
    const { devicekey } = await signInP1(server.baseUrl);
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: chromiumArgs,
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      await signInThroughLogin(page, server.baseUrl, devicekey);
      for (let i = 0; i < 3; i += 1) await page.reload({ waitUntil: 'networkidle0' });
      return await measure(page, server.baseUrl);
    } finally {
      await browser.disconnect();
      await chrome.kill();
    }
  } finally {
    await server.stop();
  }
}
