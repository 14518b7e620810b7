#!/usr/bin/env node
// `npm test`: lint, import cycles and types side by side, every Vitest project (domain, contract, api, web
// components), then the Playwright journeys in headless Chromium against the built app. With TEST_DATABASE_URL (a
// PostgreSQL server: .ci/run starts one) the API suite runs on it, with a PGlite smoke set beside it, and the
// scale-out test runs too (two API nodes and a worker process on a fresh database in that server). Ends with each
// step's wall time and one plain summary line "tests: N passed, N failed" counted from the runners' JSON reports;
// under it, what failed and what passed only on its retry (flaky: a bug to fix, not a pass).
// `node scripts/test.mjs <step…>` runs only the named steps: lint, types, unit, scale-out, e2e.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const reports = 'test-results';
const apiLogs = `${reports}/api-logs`;
mkdirSync(reports, { recursive: true });
let passed = 0;
// passed tests by file and name: a test run on two databases (the API smoke set: PGlite and PostgreSQL) is one test
const distinct = new Set();
let failed = 0;
let exitCode = 0;
// The names of what failed, printed under the summary line: CI's record keeps only the end of the output.
const failures = [];
// Tests that failed once and passed on CI's retry (decision 023): they pass, and are named so they get fixed.
const flaky = [];
// Each step's wall time, printed as a table before the summary line.
const times = [];
const started = Date.now();

/**
 * Runs a command; resolves to true when it exits 0. `quiet`: its output is kept and printed whole when it ends, so
 * steps running side by side do not interleave their lines.
 */
function run(step, command, args, { env = {}, quiet = false } = {}) {
  console.log(`\n[test] ${step}: ${command} ${args.join(' ')}`);
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - begun) / 1000;
      times.push({ step, seconds, ok: code === 0 });
      if (quiet && output.length)
        process.stdout.write(`\n[test] ${step} printed:\n${Buffer.concat(output).toString()}`);
      console.log(
        `[test] ${step}: ${code === 0 ? 'ok' : `failed (exit ${code ?? signal})`} in ${seconds.toFixed(1)} s`,
      );
      if (code !== 0) exitCode = 1;
      resolve(code === 0);
    });
  });
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const fileResult of report.testResults ?? []) {
    // a file that fails to load has no test results of its own: count it as one failure
    if (fileResult.status === 'failed' && fileResult.assertionResults.length === 0) {
      failed += 1;
      failures.push(
        `${file}: ${fileResult.name} did not load: ${String(fileResult.message ?? '').slice(0, 300)}`,
      );
    }
    for (const test of fileResult.assertionResults.filter((t) => t.status === 'passed'))
      distinct.add(`${fileResult.name} › ${test.fullName}`);
    for (const test of fileResult.assertionResults.filter(
      (t) => t.status === 'passed' && t.failureMessages?.length,
    )) {
      flaky.push(
        `${file}: ${fileResult.name} › ${test.fullName}: ${String(test.failureMessages[0]).slice(0, 300)}`,
      );
    }
    for (const test of fileResult.assertionResults.filter((t) => t.status === 'failed')) {
      failures.push(
        `${file}: ${fileResult.name} › ${test.fullName}: ${String(test.failureMessages?.[0] ?? '').slice(0, 300)}`,
      );
    }
  }
}

// A report of one check, { ok }, counts as one test: the log scan of the API suite's logs (scripts/scan-api-logs.mjs),
// the scale-out test.
function countOkReport(file) {
  if (!existsSync(file)) return;
  if (JSON.parse(readFileSync(file, 'utf8')).ok) {
    passed += 1;
    distinct.add(file);
  } else {
    failed += 1;
    failures.push(`${file}: not ok`);
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  const walk = (suite, path = '') => {
    const here = `${path} › ${suite.title}`;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'flaky')
          distinct.add(`${test.projectName}${here} › ${spec.title}`);
        if (test.status === 'flaky') {
          const error = test.results?.find((r) => r.error)?.error?.message ?? '';
          flaky.push(
            `${file}: [${test.projectName}] ${spec.file} › ${spec.title}: ${error.slice(0, 300)}`,
          );
        }
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        failures.push(
          `${file}: [${test.projectName}] ${spec.file} › ${spec.title}: ${error.slice(0, 300)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite);
}

/** The static checks side by side: each is one process on one core, the machine has two. */
async function staticChecks() {
  await Promise.all([
    wants('lint') && run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { quiet: true }),
    // no import circles (type-only imports counted): the job runtime, the areas and the features stay a tree; then
    // the formatting (prettier --check): both short, one after the other on the core eslint and tsc leave
    wants('lint') &&
      run('import cycles', 'npm', ['run', '-s', 'lint:cycles'], { quiet: true }).then(() =>
        run('formatting', 'npm', ['run', '-s', 'format:check'], { quiet: true }),
      ),
    wants('types') && run('types', 'npx', ['tsc', '-b'], { quiet: true }),
  ]);
}

async function unit() {
  const report = `${reports}/vitest.json`;
  rmSync(apiLogs, { recursive: true, force: true });
  rmSync(report, { force: true });
  await run('vitest', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  countVitest(report);
  // the logs every API test app wrote: no identity data, card data, password or token
  const scan = `${reports}/log-scan.json`;
  if (
    !(await run('log scan', 'node', ['scripts/scan-api-logs.mjs', apiLogs, scan])) &&
    !existsSync(scan)
  )
    failed += 1;
  countOkReport(scan);
}

async function scaleOut() {
  const report = `${reports}/scale-out.json`;
  rmSync(report, { force: true });
  // a run that dies before writing its report still counts as one failure
  if (
    !(await run('scale-out', 'node', ['scripts/scale-out/run.mjs', report])) &&
    !existsSync(report)
  )
    failed += 1;
  countOkReport(report);
}

async function e2e() {
  const report = `${reports}/playwright.json`;
  rmSync(report, { force: true });
  if (!(await run('build', 'npm', ['run', 'build']))) {
    failed += 1;
    return;
  }
  await run('e2e', 'npx', ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  countPlaywright(report);
}

await staticChecks();
if (wants('unit')) await unit();
if (wants('scale-out') && (onPostgres || only.includes('scale-out'))) {
  if (onPostgres) await scaleOut();
  else {
    console.error('[test] scale-out needs TEST_DATABASE_URL (a PostgreSQL server)');
    exitCode = 1;
  }
}
if (wants('e2e')) await e2e();

// .ci/run's own steps (apt, npm ci, PostgreSQL) first, as it passed them: "name=seconds;…"
const ciSteps = (process.env.CI_STEP_TIMES ?? '')
  .split(';')
  .filter(Boolean)
  .map((entry) => ({
    step: entry.slice(0, entry.lastIndexOf('=')),
    seconds: Number(entry.slice(entry.lastIndexOf('=') + 1)),
    ok: true,
  }));
const ciStart = Number(process.env.CI_STARTED_AT) * 1000 || started;
console.log(
  '\n[test] step times (wall; lint, import cycles then formatting, and types side by side):',
);
for (const { step, seconds, ok } of [...ciSteps, ...times])
  console.log(`  ${step.padEnd(20)} ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  (failed)'}`);
console.log(`  ${'all'.padEnd(20)} ${((Date.now() - ciStart) / 1000).toFixed(1).padStart(7)} s`);
console.log(
  `\ntests: ${passed} passed, ${failed} failed (${distinct.size} distinct tests passed: the API smoke set runs on both databases)`,
);
for (const failure of failures) console.log(`  failed: ${failure.replace(/\s+/g, ' ')}`);
for (const test of flaky) console.log(`  flaky (passed on retry): ${test.replace(/\s+/g, ' ')}`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
