// gzip KB of the JS and CSS the Login page loads, and of the largest route chunk.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, chromiumArgs } from './chromium.mjs';
import { routeChunkGzipKb } from './route-size.mjs';

const dist = 'apps/web/dist';
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

export async function measureWebSize(baseUrl) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const page = await browser.newPage();
  const loaded = new Set();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path) && !path.endsWith('sw.js') && !path.includes('workbox'))
      loaded.add(path.slice(1));
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await browser.close();
  const loginJs = [...loaded].filter((f) => f.endsWith('.js'));
  const loginCss = [...loaded].filter((f) => f.endsWith('.css'));
  const sum = (files) => files.reduce((total, file) => total + gzipKb(file), 0);
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const routeChunks = chunks.filter((f) => !loaded.has(f)).map((f) => ({ file: f, kb: gzipKb(f) }));
  routeChunks.sort((a, b) => b.kb - a.kb);
  const dashboard = routeChunkGzipKb('src/features/accounts/screens/Dashboard.tsx', loaded);
  return {
    dashboardRouteJsGzipKb: dashboard.kb,
    loginJsGzipKb: sum(loginJs),
    loginCssGzipKb: sum(loginCss),
    loginFiles: loginJs.length + loginCss.length,
    largestRouteChunk: routeChunks[0] ?? { file: '(none)', kb: 0 },
  };
}
