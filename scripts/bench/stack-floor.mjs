#!/usr/bin/env node
// `node scripts/bench/stack-floor.mjs [--vitals]`: what a one-route sign-in page costs on the stack alone (decision 039)
// — the reference app (React 19 + React Router 7) and the same app with the libraries DESIGN §4 fixes for it
// (stack.jsx: i18next + react-i18next, TanStack Query, Zustand), each built as the bench builds the reference app;
// brotli bytes of its scripts and its page, as @fastify/static sends them (without the responses' headers).
// `--vitals`: then both served and audited in turn by Lighthouse mobile, median of RUNS (5), as the vitals bench
// audits our Login beside the reference app — the Login goals (issue 11) for the stack app itself.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureLoginVitals } from './login-vitals.mjs';
import { buildReferenceApp, startReferenceApp } from './reference-app.mjs';

for (const entry of ['main.jsx', 'stack.jsx']) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-reference-app-'));
  try {
    await buildReferenceApp(outDir, entry);
    const brotli = (file) => statSync(path.join(outDir, `${file}.br`)).size;
    const scripts = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const scriptBytes = scripts.reduce((sum, file) => sum + brotli(path.join('assets', file)), 0);
    const pageBytes = brotli('index.html');
    console.log(
      `${entry}: scripts ${scriptBytes} bytes brotli (${scripts.length} file), page ${pageBytes}; ${((scriptBytes + pageBytes) / 1000).toFixed(1)} KB`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--vitals')) {
  const stack = await startReferenceApp('stack.jsx');
  const reference = await startReferenceApp('main.jsx');
  try {
    const vitals = await measureLoginVitals(
      stack.baseUrl,
      reference.baseUrl,
      Number(process.env.RUNS ?? 5),
    );
    console.log(JSON.stringify(vitals, null, 2));
  } finally {
    await stack.stop();
    await reference.stop();
  }
}
