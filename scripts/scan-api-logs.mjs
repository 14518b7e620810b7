#!/usr/bin/env node
// After the API suite: scan the logs every test app wrote (test-results/api-logs, see
// apps/api/src/testing/build-test-app.ts) for identity data, card data, passwords and tokens.
// Usage: node scripts/scan-api-logs.mjs <log dir> <report.json>. Exit 1 on a hit or a too-small log.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scanLogDir, secretsFromSources } from './lib/log-scan.mjs';

const [dir = 'test-results/api-logs', reportFile = 'test-results/log-scan.json'] =
  process.argv.slice(2);
const api = 'apps/api/src';
const testSources = readdirSync(api, { recursive: true })
  .filter((name) => String(name).endsWith('.test.ts'))
  .map((name) => readFileSync(join(api, String(name)), 'utf8'));
const secrets = secretsFromSources({
  personasSource: readFileSync(join(api, 'db/seed/personas.ts'), 'utf8'),
  loggerSource: readFileSync(join(api, 'lib/logger.ts'), 'utf8'),
  testSources,
});
const result = scanLogDir(dir, secrets);
writeFileSync(reportFile, JSON.stringify({ ...result, hits: result.hits.slice(0, 200) }, null, 2));
console.log(
  `[log scan] ${result.lines} lines, ${result.requestLines} requests, ${result.files} files, ${secrets.literals.length} secrets + ${secrets.redactedKeys.length} redacted names: ${result.ok ? 'no hit' : `${result.hits.length} hits`}`,
);
for (const problem of result.problems.slice(0, 50)) console.error(`[log scan] ${problem}`);
process.exit(result.ok ? 0 : 1);
