#!/usr/bin/env node
// Where P1's Dashboard's main-thread time goes (issue 50): `node scripts/bench/dashboard-profile.mjs [web dist]`.
// P1 signs in through Login, her Dashboard is reloaded three times (V8's code cache made, as on a phone that opened it
// before), then RUNS (5) reloads run under V8's sampling profiler, unthrottled — Lighthouse's simulated 4× CPU
// multiplies what an unthrottled trace shows — each until the network is quiet. The samples are mapped through the
// build's source maps and their self time summed by what ran it, ms per reload: React, zod (building the answers'
// schemas and parsing), i18n, the router, TanStack Query, the app's own code, the domain and contract, the browser's
// own work (parse, compile, style, layout: V8's "(program)") and garbage collection.
import { existsSync, readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { withWarmDashboard } from './warm-dashboard.mjs';

const dist = process.argv[2] ?? 'apps/web/dist';
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3300);

const GROUPS = [
  ['React', /^nm\/(react-dom|react|scheduler)\//],
  ['zod (schemas built, answers parsed)', /^nm\/zod\//],
  ['i18n (i18next, react-i18next)', /^nm\/(i18next|react-i18next)\//],
  ['React Router', /^nm\/react-router/],
  ['TanStack Query', /^nm\/@tanstack\//],
  ['other libraries', /^nm\//],
  ['the app (apps/web/src)', /^src\//],
  ['domain and contract', /^packages\//],
  ['the browser: parse, compile, style, layout', /^\(program\)$/],
  ['garbage collection', /^\(garbage collector\)$/],
  ['the browser’s own calls (DOM, storage, fetch)', /^\(native\)$/],
];

const maps = new Map();
function sourceOf(callFrame, base) {
  const { url, lineNumber, columnNumber, functionName } = callFrame;
  if (!url)
    return ['(program)', '(garbage collector)', '(idle)', '(root)'].includes(functionName)
      ? functionName
      : '(native)';
  if (!url.startsWith(base) || lineNumber < 0) return '(native)';
  const file = `${dist}${new URL(url).pathname}.map`;
  if (!maps.has(file))
    maps.set(file, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  const map = maps.get(file);
  const position = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  if (!position?.source) return '(native)';
  return position.source.replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '');
}

const totals = new Map();
await withWarmDashboard({ dist, port }, async (page, baseUrl) => {
  const session = await page.createCDPSession();
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  for (let i = 0; i < runs; i += 1) {
    await session.send('Profiler.start');
    await page.reload({ waitUntil: 'networkidle0' });
    const { profile } = await session.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const source = sourceOf(nodes.get(id).callFrame, baseUrl);
      if (source === '(idle)' || source === '(root)') return;
      const group = GROUPS.find(([, pattern]) => pattern.test(source))?.[0] ?? source;
      totals.set(group, (totals.get(group) ?? 0) + profile.timeDeltas[index] / 1000 / runs);
    });
  }
});
const all = [...totals.values()].reduce((a, b) => a + b, 0);
console.log(`| main thread, P1's Dashboard reload (${dist}), unthrottled, mean of ${runs} | ms |`);
console.log('|---|---|');
for (const [group, ms] of [...totals].sort((a, b) => b[1] - a[1]))
  console.log(`| ${group} | ${ms.toFixed(1)} |`);
console.log(`| all | ${all.toFixed(1)} |`);
process.exit(0);
