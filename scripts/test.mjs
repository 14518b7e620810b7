#!/usr/bin/env node
// `npm test`: lint, types, every Vitest project (domain, contract, api, web components), then the
// Playwright journeys in headless Chromium against the built app. Ends with one plain summary line
// "tests: N passed, N failed" counted from the runners' JSON reports. `api-pg` and `scale-out` run only when named
// (.ci/run names them, with the PostgreSQL server it started in TEST_DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const only = process.argv.slice(2);
// `api-pg`: the API suite again on the real PostgreSQL in TEST_DATABASE_URL; `scale-out`: two API nodes and a worker
// as processes on a fresh database in it (scripts/scale-out/run.mjs). Both run only when named.
const namedOnly = new Set(['api-pg', 'scale-out', 'summary']);
const wants = (step) => (only.length === 0 && !namedOnly.has(step)) || only.includes(step);
const reports = 'test-results';
const apiLogs = `${reports}/api-logs`;
mkdirSync(reports, { recursive: true });
let passed = 0;
let failed = 0;
let exitCode = 0;
// The names of what failed, printed under the summary line: CI's record keeps only the end of the output.
const failures = [];
// Tests that failed once and passed on CI's retry (decision 023): they pass, and are named so they get looked at.
const flaky = [];

function run(step, command, args, env = {}) {
  console.log(`\n[test] ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`[test] ${step} failed (exit ${result.status ?? result.signal})`);
    exitCode = 1;
  }
  return result.status === 0;
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
      failures.push(`${file}: ${fileResult.name} did not load: ${String(fileResult.message ?? '').slice(0, 300)}`);
    }
    for (const test of fileResult.assertionResults.filter((t) => t.status === 'passed' && t.failureMessages?.length)) {
      flaky.push(`${file}: ${fileResult.name} › ${test.fullName}: ${String(test.failureMessages[0]).slice(0, 300)}`);
    }
    for (const test of fileResult.assertionResults.filter((t) => t.status === 'failed')) {
      failures.push(`${file}: ${fileResult.name} › ${test.fullName}: ${String(test.failureMessages?.[0] ?? '').slice(0, 300)}`);
    }
  }
}

// A report of one check, { ok }, counts as one test: the log scan of the API suite's logs (scripts/scan-api-logs.mjs),
// the scale-out test.
function countOkReport(file) {
  if (!existsSync(file)) return;
  if (JSON.parse(readFileSync(file, 'utf8')).ok) passed += 1;
  else {
    failed += 1;
    failures.push(`${file}: not ok`);
  }
}

function scanApiLogs(step, report) {
  if (!run(step, 'node', ['scripts/scan-api-logs.mjs', apiLogs, report]) && !existsSync(report)) failed += 1;
  countOkReport(report);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') {
          const error = test.results?.find((r) => r.error)?.error?.message ?? '';
          flaky.push(`${file}: [${test.projectName}] ${spec.file} › ${spec.title}: ${error.slice(0, 300)}`);
        }
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        failures.push(`${file}: [${test.projectName}] ${spec.file} › ${spec.title}: ${error.slice(0, 300)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
}

if (only.includes('summary')) {
  // CI's last word: every report this run wrote, added up.
  countVitest(`${reports}/vitest.json`);
  countVitest(`${reports}/vitest-pg.json`);
  countOkReport(`${reports}/log-scan.json`);
  countOkReport(`${reports}/log-scan-pg.json`);
  countOkReport(`${reports}/scale-out.json`);
  countPlaywright(`${reports}/playwright.json`);
}
if (wants('lint')) {
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  // no import circles (type-only imports left out): the job runtime, the modules and the features stay a tree
  run('import cycles', 'npm', ['run', '-s', 'lint:cycles']);
}
if (wants('types')) run('types', 'npx', ['tsc', '-b']);
if (wants('unit')) {
  rmSync(apiLogs, { recursive: true, force: true });
  run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`]);
  countVitest(`${reports}/vitest.json`);
  scanApiLogs('log scan', `${reports}/log-scan.json`);
}
if (wants('api-pg')) {
  if (!process.env.TEST_DATABASE_URL) {
    console.error('[test] api-pg needs TEST_DATABASE_URL');
    exitCode = 1;
  } else {
    rmSync(apiLogs, { recursive: true, force: true });
    run('api on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest-pg.json`]);
    countVitest(`${reports}/vitest-pg.json`);
    scanApiLogs('log scan (PostgreSQL)', `${reports}/log-scan-pg.json`);
  }
}
if (wants('scale-out')) {
  const report = `${reports}/scale-out.json`;
  rmSync(report, { force: true });
  if (!process.env.TEST_DATABASE_URL) {
    console.error('[test] scale-out needs TEST_DATABASE_URL');
    exitCode = 1;
  } else {
    // a run that dies before writing its report still counts as one failure
    if (!run('scale-out', 'node', ['scripts/scale-out/run.mjs', report]) && !existsSync(report)) failed += 1;
    countOkReport(report);
  }
}
if (wants('e2e')) {
  if (run('build', 'npm', ['run', 'build'])) {
    run('e2e', 'npx', ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
    });
    countPlaywright(`${reports}/playwright.json`);
  } else {
    failed += 1;
  }
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
for (const failure of failures) console.log(`  failed: ${failure.replace(/\s+/g, ' ')}`);
for (const test of flaky) console.log(`  flaky (passed on retry): ${test.replace(/\s+/g, ' ')}`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
