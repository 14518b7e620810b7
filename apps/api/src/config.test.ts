import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_AUTH_SECRET, loadConfig, REPO_ROOT } from './config';
import { databaseOptions } from './plugins/database';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      defaultBrand: 'inl',
      nodeEnv: 'development',
      isProduction: false,
      logLevel: 'info',
      bodyLimitBytes: 1024 * 1024,
      rateLimitMax: 300,
      signInRateLimitMax: 30,
      codeSendRateLimitMax: 20,
      typeAheadRateLimitMax: 60,
      apiNodeCount: 1,
      trustProxy: false,
      appOrigin: undefined,
    });
    expect(config.webDistDir).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.databaseInMemory).toBe(false);
    expect(config.authSecret).toBe(DEV_AUTH_SECRET);
    expect(config.accessTokenTtlSeconds).toBe(900);
  });

  it('listens on this machine only outside production unless HOST says otherwise (finding 6)', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        DATA_ENCRYPTION_KEY: 'cd'.repeat(32),
      }).host,
    ).toBe('0.0.0.0');
  });

  it('refuses to start in production on the published development secret or encryption key, naming the variable (finding 6)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: DEV_AUTH_SECRET })).toThrow(
      /AUTH_SECRET: is the published development secret/,
    );
    const developmentKey = '6c656e6465722d646576656c6f706d656e742d6b65792d6e6f742d7365637265';
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...production, DATA_ENCRYPTION_KEY: developmentKey })).toThrow(
      /DATA_ENCRYPTION_KEY: is the published development key/,
    );
    expect(() =>
      loadConfig({
        ...production,
        DATA_ENCRYPTION_KEY: Buffer.from(developmentKey, 'hex').toString('base64'),
      }),
    ).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /DATA_ENCRYPTION_KEY: must be 32 bytes/,
    );
    expect(loadConfig({ ...production, DATA_ENCRYPTION_KEY: 'ab'.repeat(32) }).isProduction).toBe(
      true,
    );
    expect(
      loadConfig({ AUTH_SECRET: DEV_AUTH_SECRET, DATA_ENCRYPTION_KEY: developmentKey }).authSecret,
    ).toBe(DEV_AUTH_SECRET);
  });

  it('refuses to start in production without DATA_ENCRYPTION_KEY (it would fail at the first identity number)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toThrow(
      /DATA_ENCRYPTION_KEY: is required in production/,
    );
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40) }).isProduction).toBe(false);
  });

  it('refuses to start in production without AUTH_SECRET, and rejects a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET: is required in production/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        DATA_ENCRYPTION_KEY: 'cd'.repeat(32),
      }).authSecret,
    ).toBe('x'.repeat(40));
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '5' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it('reads every key', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/lender',
      DATA_DIR: '/var/lib/lender',
      DEFAULT_BRAND: 'chs',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/srv/web',
      BODY_LIMIT_BYTES: '2048',
      RATE_LIMIT_MAX: '50',
      API_NODE_COUNT: '3',
      TRUST_PROXY: 'true',
      APP_ORIGIN: 'https://app.example.com',
      DATABASE_IN_MEMORY: 'true',
      AUTH_SECRET: 's'.repeat(32),
      DATA_ENCRYPTION_KEY: 'cd'.repeat(32),
      ACCESS_TOKEN_TTL_SECONDS: '600',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/lender',
      dataDir: '/var/lib/lender',
      defaultBrand: 'chs',
      isProduction: true,
      logLevel: 'warn',
      webDistDir: '/srv/web',
      bodyLimitBytes: 2048,
      rateLimitMax: 50,
      apiNodeCount: 3,
      trustProxy: true,
      appOrigin: 'https://app.example.com',
      databaseInMemory: true,
      authSecret: 's'.repeat(32),
      accessTokenTtlSeconds: 600,
    });
  });

  it('reads the operations settings: pool size, metrics token, load shedding and shutdown grace (issue 19)', () => {
    expect(loadConfig({})).toMatchObject({
      databasePoolMax: 10,
      metricsToken: undefined,
      loadShedding: {
        maxEventLoopDelayMs: 200,
        maxEventLoopUtilization: 0.98,
        retryAfterSeconds: 10,
        sampleIntervalMs: 1000,
      },
      shutdownGraceMs: 15_000,
      shutdownDrainMs: 0,
      workerMetricsPort: undefined,
    });
    const config = loadConfig({
      DATABASE_POOL_MAX: '40',
      METRICS_TOKEN: 'm'.repeat(24),
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: '0.9',
      LOAD_SHED_RETRY_AFTER_SECONDS: '3',
      LOAD_SHED_SAMPLE_INTERVAL_MS: '250',
      SHUTDOWN_GRACE_MS: '30000',
      SHUTDOWN_DRAIN_MS: '5000',
      WORKER_METRICS_PORT: '9464',
    });
    expect(config).toMatchObject({
      databasePoolMax: 40,
      metricsToken: 'm'.repeat(24),
      loadShedding: {
        maxEventLoopDelayMs: 0,
        maxEventLoopUtilization: 0.9,
        retryAfterSeconds: 3,
        sampleIntervalMs: 250,
      },
      shutdownGraceMs: 30_000,
      shutdownDrainMs: 5_000,
      workerMetricsPort: 9464,
    });
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '15000' })).toThrow(
      /SHUTDOWN_DRAIN_MS: must be shorter than SHUTDOWN_GRACE_MS/,
    );
    // the node-postgres pool is opened with that size
    expect(
      databaseOptions(
        loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/lender', DATABASE_POOL_MAX: '40' }),
      ),
    ).toMatchObject({ databaseUrl: 'postgres://u:p@db:5432/lender', poolMax: 40 });
    expect(databaseOptions(loadConfig({})).poolMax).toBe(10);
    for (const [key, value] of [
      ['DATABASE_POOL_MAX', '0'],
      ['DATABASE_POOL_MAX', 'ten'],
      ['METRICS_TOKEN', 'short'],
      ['LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION', '1.5'],
      ['SHUTDOWN_GRACE_MS', '500'],
    ] as const) {
      expect(() => loadConfig({ [key]: value }), `${key}=${value}`).toThrow(new RegExp(key));
    }
  });

  it('seeds the demo people outside production, and in production only with DEMO_DEPLOYMENT=true (decision 042)', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      DATA_ENCRYPTION_KEY: 'cd'.repeat(32),
    };
    // `npm start` (scripts/start.mjs: NODE_ENV=development), tests and journeys keep the personas
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DEPLOYMENT: 'false' }).demoData).toBe(false);
    expect(loadConfig(production).demoData).toBe(false);
    expect(loadConfig({ ...production, DEMO_DEPLOYMENT: '' }).demoData).toBe(false);
    expect(loadConfig({ ...production, DEMO_DEPLOYMENT: 'true' }).demoData).toBe(true);
    expect(() => loadConfig({ ...production, DEMO_DEPLOYMENT: 'yes' })).toThrow(
      /DEMO_DEPLOYMENT: must be 'true' or 'false'/,
    );
  });

  it('serves /metrics outside production, and in production only with METRICS_TOKEN (decision 042)', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      DATA_ENCRYPTION_KEY: 'cd'.repeat(32),
    };
    expect(loadConfig({}).metricsServed).toBe(true);
    expect(loadConfig(production).metricsServed).toBe(false);
    expect(loadConfig({ ...production, METRICS_TOKEN: 'm'.repeat(24) }).metricsServed).toBe(true);
  });

  it("gives passkeys a relying party: localhost on this port outside production, APP_ORIGIN's, or PASSKEY_RP_ID / PASSKEY_ORIGINS (decision 019)", () => {
    expect(loadConfig({ PORT: '3400' }).passkeys).toEqual({
      rpId: 'localhost',
      origins: ['http://localhost:3400', 'http://localhost:5173'],
    });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
      }).passkeys,
    ).toEqual({ rpId: undefined, origins: [] });
    expect(loadConfig({ APP_ORIGIN: 'https://app.example.com' }).passkeys).toEqual({
      rpId: 'app.example.com',
      origins: ['https://app.example.com'],
    });
    expect(
      loadConfig({
        PASSKEY_RP_ID: 'example.com',
        PASSKEY_ORIGINS: 'https://app.example.com, https://pay.example.com/',
      }).passkeys,
    ).toEqual({
      rpId: 'example.com',
      origins: ['https://app.example.com', 'https://pay.example.com'],
    });
    expect(() => loadConfig({ PASSKEY_RP_ID: '127.0.0.1' })).toThrow(
      /PASSKEY_RP_ID: must be a domain name/,
    );
    expect(() =>
      loadConfig({ PASSKEY_RP_ID: 'example.com', PASSKEY_ORIGINS: 'https://evil.test' }),
    ).toThrow(/PASSKEY_ORIGINS: https:\/\/evil.test is not on the passkey domain example.com/);
    expect(() => loadConfig({ PASSKEY_ORIGINS: 'not a url' })).toThrow(/PASSKEY_ORIGINS/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('fails fast naming every bad key', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DEFAULT_BRAND: 'acme',
        DATABASE_URL: 'mysql://x',
        TRUST_PROXY: 'maybe',
        API_NODE_COUNT: '0',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    for (const key of ['PORT', 'DEFAULT_BRAND', 'DATABASE_URL', 'TRUST_PROXY', 'API_NODE_COUNT'])
      expect(message).toContain(key);
    expect(message).toContain('inl');
  });
});
