import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanLine, scanLogDir, secretsFromSources } from './log-scan.mjs';

const secrets = secretsFromSources({
  personasSource: "customer: { dob: '1985-04-12', ssn: '123-45-6789' }",
  loggerSource:
    "export const REDACTED_KEYS = ['authorization', 'password', 'token', 'refreshToken', 'deviceKey', 'bridgeToken', 'ssn', 'dateOfBirth', 'phoneNumber', 'cvv', 'code'] as const;",
  testSources: ["payload: { username: 'x', password: 'Iris2026Reset' }"],
});
const clean = (i) =>
  `{"level":30,"reqId":"r${i}","req":{"method":"POST","url":"/api/customer?loanId=20341-001&ssn=[Redacted]"},"msg":"incoming request"}`;

function logDir(lines) {
  const dir = mkdtempSync(join(tmpdir(), 'log-scan-'));
  writeFileSync(join(dir, 'worker-1.ndjson'), `${lines.join('\n')}\n`);
  return dir;
}

describe('log scan', () => {
  it('passes a large clean log', () => {
    const result = scanLogDir(logDir(Array.from({ length: 1200 }, (_, i) => clean(i))), secrets);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('fails on a leak: SSN, date of birth in each form, card numbers, passwords, tokens and redacted names with values', () => {
    const leaks = [
      '{"body":{"ssn":"123456789"}}',
      '{"msg":"dob 04/12/1985"}',
      '{"msg":"dob 19850412"}',
      '{"msg":"card 4111 1111 1111 1111"}',
      '{"msg":"Iris2026Reset"}',
      '{"msg":"DemoPass2026"}',
      '{"headers":{"x":"Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhYmMxMjMifQ.c2lnbmF0dXJlMTIz"}}',
      '{"body":{"cvv":"123"}}',
      '{"body":{"bridgeToken":"0b6c7c9e-aaaa"}}',
      '{"req":{"url":"/api/x?refreshToken=abc"}}',
    ];
    for (const leak of leaks) expect(scanLine(leak, secrets), leak).not.toEqual([]);
    const result = scanLogDir(
      logDir([...Array.from({ length: 1200 }, (_, i) => clean(i)), leaks[0]]),
      secrets,
    );
    expect(result.ok).toBe(false);
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits.every((hit) => hit.line === 1201)).toBe(true);
  });

  it('fails on a log too small to mean anything, or missing', () => {
    expect(scanLogDir(logDir([clean(1)]), secrets).ok).toBe(false);
    expect(scanLogDir(join(tmpdir(), 'no-such-log-dir'), secrets).ok).toBe(false);
  });

  it('does not flag the censor or an error code', () => {
    expect(
      scanLine(
        '{"password":"[Redacted]","err":{"errorCode":"22P02"},"res":{"statusCode":400}}',
        secrets,
      ),
    ).toEqual([]);
  });
});
