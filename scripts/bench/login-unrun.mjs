#!/usr/bin/env node
// `node scripts/bench/login-unrun.mjs [web dist]`: what of the app's script a Login load never runs, and what Login's
// bytes could be at best without it (decision 088). The built app (this checkout's apps/web/dist, or the dist given) is
// served on a fresh embedded database; Login is opened in Chromium with V8's block coverage until the network is quiet;
// each byte of the app's entry file (`main-*.js`) is traced to its source module through the build's source map.
// Prints the modules with the most bytes never run, then the entry file's brotli size (the build's settings) with
// each part taken out: the app's own bytes never run, TanStack Query, both, and every byte never run.
// What it bounds: the saving of leaving a part out of Login's load is at most the difference printed (the bytes run
// later, at the submit or on a tap, must still come, on intent or after sign-in).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startServer } from './server.mjs';

const dist = resolve(process.argv[2] ?? 'apps/web/dist');
const assets = join(dist, 'assets');
// the app's entry: the large `main-*.js` (the small one of that name is the page script's chunk)
const entryFile = readdirSync(assets)
  .filter((file) => /^main-[\w-]+\.js$/.test(file))
  .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0];
if (!entryFile) throw new Error(`no main-*.js in ${assets}: build the web app first`);

/** Which byte offsets of the entry file ran (V8 block coverage: an inner range overrides its function's). */
async function ranOffsets() {
  const server = await startServer({
    port: Number(process.env.BENCH_PORT ?? 3300),
    env: { WEB_DIST_DIR: dist },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('form fieldset:not([disabled])').waitFor();
    const coverage = await page.coverage.stopJSCoverage();
    const entry = coverage.find(({ url }) => url.endsWith(`/assets/${entryFile}`));
    if (!entry) throw new Error(`Login did not load ${entryFile}`);
    const ran = new Uint8Array(entry.source.length);
    for (const fn of entry.functions)
      for (const range of fn.ranges)
        ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
    return { code: entry.source, ran };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The entry file's bytes by source module, in order: [start, end, source][]. */
function sourceSegments(code) {
  const map = new SourceMapConsumer(
    JSON.parse(readFileSync(join(assets, `${entryFile}.map`), 'utf8')),
  );
  const lineStarts = [0];
  for (let i = 0; i < code.length; i += 1) if (code[i] === '\n') lineStarts.push(i + 1);
  const starts = [];
  map.eachMapping(({ generatedLine, generatedColumn, source }) =>
    starts.push({ at: lineStarts[generatedLine - 1] + generatedColumn, source: source ?? '' }),
  );
  starts.sort((a, b) => a.at - b.at);
  return starts.map(({ at, source }, i) => [at, starts[i + 1]?.at ?? code.length, source]);
}

const { code, ran } = await ranOffsets();
const segments = sourceSegments(code);
const isLibrary = (source) => source.includes('node_modules/');
const isApp = (source) => source !== '' && !isLibrary(source);
// as the build compresses (apps/web/vite-compression.ts, which node cannot import here: it is TypeScript)
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
};
const brotliKb = (text) => (brotliCompressSync(text, BROTLI_OPTIONS).length / 1000).toFixed(1);
/** The entry file without the bytes `drop(source, offset)` names. */
function without(drop) {
  let kept = '';
  for (const [start, end, source] of segments)
    for (let at = start; at < end; at += 1) if (!drop(source, at)) kept += code[at];
  return kept;
}

const unrun = new Map();
for (const [start, end, source] of segments) {
  if (!isApp(source)) continue;
  let count = 0;
  for (let at = start; at < end; at += 1) if (!ran[at]) count += 1;
  unrun.set(source, (unrun.get(source) ?? 0) + count);
}
const top = [...unrun].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25));
console.log(
  `${entryFile}: the app's modules with the most bytes a Login load never runs (raw bytes)`,
);
for (const [source, count] of top)
  console.log(`${String(count).padStart(7)}  ${source.replace(/^(\.\.\/)+/, '')}`);
const tanstack = (source) => source.includes('@tanstack/');
const appUnrun = (source, at) => isApp(source) && !ran[at];
console.log(`\nbrotli KB of ${entryFile}:`);
console.log(`  as built                               ${brotliKb(code)}`);
console.log(`  without the app's bytes never run      ${brotliKb(without(appUnrun))}`);
console.log(`  without TanStack Query                 ${brotliKb(without(tanstack))}`);
console.log(
  `  without both                           ${brotliKb(without((s, at) => tanstack(s) || appUnrun(s, at)))}`,
);
console.log(`  without every byte never run           ${brotliKb(without((_s, at) => !ran[at]))}`);
