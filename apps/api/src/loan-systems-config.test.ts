import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';
import { createConfiguredLoanSystems } from './integrations/loan-systems';
import { DEFAULT_LOAN_SYSTEMS_TIMEOUT_MS } from './loan-systems-config';

import { PRODUCTION_ENV } from './testing/production-env';

describe('the loan systems’ configuration (decision 065)', () => {
  it('runs the in-process ledger adapter unless LOAN_SYSTEMS_URL is set', () => {
    const config = loadConfig({});
    expect(config.loanSystems).toEqual({
      http: undefined,
      service: {
        port: 3100,
        databaseUrl: undefined,
        dataDir: path.join(REPO_ROOT, 'data', 'loan-systems-pglite'),
      },
    });
  });

  it('takes the service’s URL and timeout; the API then asks the service over HTTP', () => {
    const config = loadConfig({
      LOAN_SYSTEMS_URL: 'http://127.0.0.1:3100',
      LOAN_SYSTEMS_DATABASE_URL: 'postgres://ledger@db/ledger',
      LOAN_SYSTEMS_PORT: '4100',
    });
    expect(config.loanSystems.http).toEqual({
      url: 'http://127.0.0.1:3100',
      timeoutMs: DEFAULT_LOAN_SYSTEMS_TIMEOUT_MS,
    });
    expect(config.loanSystems.service).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://ledger@db/ledger',
    });
    // the HTTP registry answers for a caller's transaction with itself: it cannot join it
    const systems = createConfiguredLoanSystems({} as never, config, () => new Date());
    expect(systems.inTransaction({} as never).adapters).toBe(systems.adapters);
  });

  it('takes the loan-systems service in production over https only, and names it otherwise', () => {
    const config = loadConfig({ ...PRODUCTION_ENV, LOAN_SYSTEMS_URL: 'https://loans.internal' });
    expect(config.loanSystems.http?.url).toBe('https://loans.internal');
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, LOAN_SYSTEMS_URL: 'http://loans.internal' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, LOAN_SYSTEMS_URL: 'http://loans.internal' }),
    ).toThrow(/LOAN_SYSTEMS_URL: must be an https:\/\/ URL in production/);
  });

  it('refuses a URL that is not http(s) and a timeout out of range', () => {
    expect(() => loadConfig({ LOAN_SYSTEMS_URL: 'ftp://x' })).toThrow(/LOAN_SYSTEMS_URL/);
    expect(() => loadConfig({ LOAN_SYSTEMS_TIMEOUT_MS: '10' })).toThrow(/LOAN_SYSTEMS_TIMEOUT_MS/);
  });
});
