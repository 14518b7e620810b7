#!/usr/bin/env node
// Proof that the journeys do not lean on each other (decision 041): every journey file passes when it runs alone,
// on a fresh server (each file gets its own: apps/web/e2e/support/journey-server.ts), and the whole set passes with
// two workers side by side. No retries: a file that fails fails the proof.
// Usage: node scripts/e2e-independence.mjs [file…] (default: every file under journeys/ and journeys-chs/). Builds
// the app first unless SKIP_BUILD=1. Prints a table (file, result, seconds) and exits 1 if anything failed.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const config = 'apps/web/e2e/playwright.config.ts';
const e2e = 'apps/web/e2e';
const named = process.argv.slice(2);
const files =
  named.length > 0
    ? named
    : ['journeys', 'journeys-chs'].flatMap((dir) =>
        readdirSync(join(e2e, dir))
          .filter((name) => name.endsWith('.spec.ts'))
          .sort()
          .map((name) => `${dir}/${name}`),
      );
// CI unset: no retry, so a pass is a pass on the first try
const env = { ...process.env, CI: '' };

function playwright(args) {
  const started = Date.now();
  const result = spawnSync('npx', ['playwright', 'test', '-c', config, '--retries=0', ...args], {
    env,
    encoding: 'utf8',
  });
  const seconds = (Date.now() - started) / 1000;
  const summary = `${result.stdout}`
    .split('\n')
    .filter((line) => /^\s+\d+ (passed|failed|flaky|did not run)/.test(line));
  return {
    ok: result.status === 0,
    seconds,
    summary: summary.map((line) => line.trim()).join(', '),
  };
}

if (
  process.env.SKIP_BUILD !== '1' &&
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0
)
  process.exit(1);

const rows = [];
for (const file of files) {
  const row = {
    run: `${file} alone (1 worker)`,
    ...playwright(['--workers=1', '--no-deps', file]),
  };
  console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.run} ${row.seconds.toFixed(0)} s  ${row.summary}`);
  rows.push(row);
}
if (named.length === 0) {
  const row = { run: 'every journey, 2 workers', ...playwright(['--workers=2']) };
  console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.run} ${row.seconds.toFixed(0)} s  ${row.summary}`);
  rows.push(row);
}

const failed = rows.filter((row) => !row.ok);
console.log(`\n${rows.length - failed.length} of ${rows.length} runs passed`);
for (const row of failed) console.log(`  failed: ${row.run}: ${row.summary}`);
process.exit(failed.length > 0 ? 1 : 0);
