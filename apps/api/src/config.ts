/** The service's configuration, read once from the environment and validated (fails fast). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { booleanString } from './env-values';
import { BRAND_CODES, DEFAULT_BRAND } from '@lender/domain';
import {
  dataEncryptionKey,
  isDevelopmentEncryptionKey,
  parseEncryptionKey,
} from './lib/crypto/ssn';
import { JOB_ENV_SHAPE, jobSettingsOf, type JobSettings } from './job-config';
import { APPLY_ENV_SHAPE, applyUrlsFrom } from './apply-config';
import { APP_URL_ENV_SHAPE, appUrlsFrom } from './app-url-config';
import { HELP_VIDEO_ENV_SHAPE, helpVideosFrom, type HelpVideos } from './help-video-config';
import { LENDER_ENV_SHAPE, lendersFrom, type LenderLines } from './lender-config';
import {
  checkPasskeyEnv,
  PASSKEY_ENV_SHAPE,
  passkeyConfigOf,
  type PasskeyConfig,
} from './passkey-config';
import { checkPushEnv, PUSH_ENV_SHAPE, pushConfigOf, type PushConfig } from './push-config';
import * as loanSystemsEnv from './loan-systems-config';

/** The repository root: the nearest folder above this module whose package.json has workspaces. */
export function findRepoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)
    )
      return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export const REPO_ROOT = findRepoRoot();

/** The fixed secret of development and test runs (published in this repository: never accepted in production). */
export const DEV_AUTH_SECRET = 'lender-dev-auth-secret-not-for-production-0001';

/** Where the server listens when HOST is unset: this machine only, except in production (behind a load balancer). */
export const DEFAULT_HOST = { production: '0.0.0.0', other: '127.0.0.1' } as const;

const ZEnvSchema = z
  .object({
    ...PASSKEY_ENV_SHAPE,
    ...PUSH_ENV_SHAPE,
    ...JOB_ENV_SHAPE,
    ...loanSystemsEnv.LOAN_SYSTEMS_ENV_SHAPE,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** a throwaway in-memory database (journeys, benchmarks); ignored when DATABASE_URL is set */
    DATABASE_IN_MEMORY: booleanString.default(false),
    /**
     * with DATABASE_IN_MEMORY: a file the in-memory database starts from when it exists (a migrated, seeded copy), and
     * that the first start writes when it does not; the journeys' servers share one (decision 041)
     */
    DATABASE_IN_MEMORY_TEMPLATE: z.string().min(1).optional(),
    DEFAULT_BRAND: z
      .enum(BRAND_CODES, { error: `must be one of ${BRAND_CODES.join(', ')}` })
      .default(DEFAULT_BRAND),
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    /** POST /api/authenticate calls per client address and minute (decision 005) */
    RATE_LIMIT_SIGN_IN_MAX: z.coerce.number().int().min(1).default(30),
    /** calls that send a one-time code, per client address and minute (decision 005) */
    RATE_LIMIT_CODE_SEND_MAX: z.coerce.number().int().min(1).default(20),
    /** the address type-ahead's lookups (GET /api/addressPredictions, /addressDetails) per client address and minute (decision 021) */
    RATE_LIMIT_TYPE_AHEAD_MAX: z.coerce.number().int().min(1).default(60),
    /** API nodes behind the load balancer: each node allows its share of every rate limit (decision 012) */
    API_NODE_COUNT: z.coerce.number().int().min(1).max(1000).default(1),
    TRUST_PROXY: booleanString.default(false),
    APP_ORIGIN: z.url({ error: 'must be a URL such as https://app.example.com' }).optional(),
    /** signs access/id tokens, signed links and code hashes; required in production */
    AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    /** how long the card sandbox's slow test card (4000 0000 0000 3220) takes to approve */
    CARD_SANDBOX_SLOW_MS: z.coerce.number().int().min(0).max(600_000).default(35_000),
    /** when an e-sign envelope nobody signed expires (ttl_expired), in minutes */
    ESIGN_ENVELOPE_TTL_MINUTES: z.coerce.number().int().min(1).max(43_200).default(30),
    /** the SSN key (read by lib/crypto/ssn.ts); checked here so that a bad one stops the start */
    DATA_ENCRYPTION_KEY: z.string().optional(),
    /** LENDER_ADDRESS_<BRAND>, LENDER_LICENCE_<BRAND>[_<STATE>]: the documents' letterhead (lender-config.ts) */
    ...LENDER_ENV_SHAPE,
    /** APPLY_URL_<BRAND>: the external application page "Apply for loan" opens (apply-config.ts) */
    ...APPLY_ENV_SHAPE,
    /** APP_URL_<BRAND>: each brand's own app, linked from a brand this site does not serve (app-url-config.ts) */
    ...APP_URL_ENV_SHAPE,
    /** HELP_VIDEO_URL_<BRAND>, HELP_VIDEO_CAPTIONS: each brand's help video, GET /videoUrl (help-video-config.ts) */
    ...HELP_VIDEO_ENV_SHAPE,
    /** email through this SMTP server (smtp://user:pass@host:587, smtps://… for TLS from the start); unset: the sandbox */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    /** the sender of every email ("Name <address>" or an address); unset: the default brand's name at no-reply@ its support domain */
    SMTP_FROM: z.string().trim().min(3).max(320).optional(),
    /** SMS and voice messages are POSTed as JSON to this URL; unset: the sandbox */
    SMS_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    /** delivery attempts of a message before it is dead-lettered */
    MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /** seconds before a message's first retry, doubled for each one after (at most MESSAGE_RETRY_MAX_SECONDS) */
    MESSAGE_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
    MESSAGE_RETRY_MAX_SECONDS: z.coerce.number().min(1).max(86_400).default(900),
    /** connections of the node-postgres pool (DATABASE_URL only; PGlite has one) */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    /** AUTO_PAY_SCHEDULE: auto-pay's daily pass is queued by itself (decision 056); tests and journeys run it themselves */
    AUTO_PAY_SCHEDULE: booleanString.default(true),
    /** the demo people of PERSONAS.md (published password): seeded unless false; in production only when true (decision 042) */
    DEMO_DEPLOYMENT: booleanString.optional(),
    /** when set, GET /metrics asks for `Authorization: Bearer <token>`; unset, production does not serve it (decision 042) */
    METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /** load shedding (decision 011): 0 turns a threshold off */
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
    LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0.98),
    LOAD_SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    LOAD_SHED_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    /** how long a SIGTERM'd process may take to finish its requests and jobs before it is ended */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
    /** `npm run worker` only: serve /metrics and the health probes on this port (none when unset) */
    WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** from SIGTERM, how long the server keeps serving with readiness 503 before it stops accepting (load balancers see it leave) */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  })
  .superRefine((env, ctx) => {
    checkPasskeyEnv(env, ctx);
    checkPushEnv(env, ctx);
    loanSystemsEnv.checkLoanSystemsEnv(env, ctx);
    if (env.SHUTDOWN_DRAIN_MS >= env.SHUTDOWN_GRACE_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHUTDOWN_DRAIN_MS'],
        message: 'must be shorter than SHUTDOWN_GRACE_MS (the drain is part of the grace)',
      });
    }
    // fail fast: production never starts without its own secret, nor on the published development secret or key
    const production = env.NODE_ENV === 'production';
    if (production && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
    if (production && env.AUTH_SECRET === DEV_AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is the published development secret: production needs a secret of its own',
      });
    }
    if (production && !env.DATA_ENCRYPTION_KEY) {
      // else it would start, and fail at the first identity number it encrypts or reads
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_ENCRYPTION_KEY'],
        message: 'is required in production',
      });
    }
    if (env.DATA_ENCRYPTION_KEY !== undefined) {
      let key: Buffer | undefined;
      try {
        key = parseEncryptionKey(env.DATA_ENCRYPTION_KEY);
      } catch {
        ctx.addIssue({
          code: 'custom',
          path: ['DATA_ENCRYPTION_KEY'],
          message: 'must be 32 bytes, given as 64 hex digits or base64',
        });
      }
      if (production && key && isDevelopmentEncryptionKey(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['DATA_ENCRYPTION_KEY'],
          message: 'is the published development key: production needs a key of its own',
        });
      }
    }
  });

export interface AppConfig extends PushConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  databaseInMemory: boolean;
  /** DATABASE_IN_MEMORY_TEMPLATE, absolute (only with databaseInMemory) */
  databaseInMemoryTemplate: string | undefined;
  defaultBrand: (typeof BRAND_CODES)[number];
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  logLevel: string;
  /** absolute path of the built web app */
  webDistDir: string;
  bodyLimitBytes: number;
  /** /api requests per minute per client address, the whole service together (decision 005, 012) */
  rateLimitMax: number;
  signInRateLimitMax: number;
  codeSendRateLimitMax: number;
  typeAheadRateLimitMax: number;
  /** API_NODE_COUNT: the rate limits above are for the whole service; each node allows ceil(limit / apiNodeCount) */
  apiNodeCount: number;
  trustProxy: boolean;
  appOrigin: string | undefined;
  /** AUTO_PAY_SCHEDULE: auto-pay's daily pass is queued by itself (decision 056) */
  autoPaySchedule: boolean;
  /** the passkeys' relying party (PASSKEY_RP_ID, PASSKEY_ORIGINS; decision 019) */
  passkeys: PasskeyConfig;
  /** AUTH_SECRET; outside production the fixed DEV_AUTH_SECRET when unset; undefined in production when unset */
  authSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** CARD_SANDBOX_SLOW_MS: the card sandbox's slow answer (default 35 s, past the 30 s payment timeout) */
  cardSandboxSlowMs: number;
  /** ESIGN_ENVELOPE_TTL_MINUTES: an unsigned e-sign envelope expires (ttl_expired) this long after it was sent (default 30) */
  esignEnvelopeTtlMinutes: number;
  /** each brand's lender, as its documents' letterhead prints it (LENDER_ADDRESS_<BRAND>, LENDER_LICENCE_<BRAND>) */
  lenders: Record<(typeof BRAND_CODES)[number], LenderLines>;
  /** the application page of each brand that offers apply for loan (APPLY_URL_<BRAND>) */
  applyUrls: Partial<Record<(typeof BRAND_CODES)[number], string>>;
  /** each brand's own customer app (APP_URL_<BRAND>) */
  appUrls: Record<(typeof BRAND_CODES)[number], string>;
  /** each brand's help video and its caption languages (HELP_VIDEO_URL_<BRAND>, HELP_VIDEO_CAPTIONS) */
  helpVideos: HelpVideos;
  /** the debug menu of test-message triggers (spec §2): outside production only */
  debugMenu: boolean;
  smtpUrl: string | undefined;
  smtpFrom: string | undefined;
  /** SMS_URL (it may carry the provider's key: never log it) */
  smsUrl: string | undefined;
  messageRetry: MessageRetryPolicy;
  /** DATABASE_POOL_MAX: the node-postgres pool's size */
  databasePoolMax: number;
  /** DEMO_DEPLOYMENT: seed the demo people (default: outside production); a production start without it refuses a database that holds them */
  demoData: boolean;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; open when unset outside production */
  metricsToken: string | undefined;
  /** GET /metrics is served: always outside production, in production only with METRICS_TOKEN (decision 042) */
  metricsServed: boolean;
  loadShedding: LoadSheddingConfig;
  /** SHUTDOWN_GRACE_MS: from SIGTERM to a forced exit */
  shutdownGraceMs: number;
  /** SHUTDOWN_DRAIN_MS: from SIGTERM, serving on with readiness 503 before the listener closes */
  shutdownDrainMs: number;
  /** WORKER_METRICS_PORT: where a worker-only process serves /metrics and the probes; none when undefined */
  workerMetricsPort: number | undefined;
  /** RUN_WORKERS, JOB_WORKERS, JOB_BATCH_SIZE, JOB_POLL_SECONDS, JOB_MAINTENANCE_SECONDS (job-config.ts) */
  jobs: JobSettings;
  /** DATA_ENCRYPTION_KEY: identity and banking numbers at rest; outside production the development key when unset */
  dataEncryptionKey: Buffer;
  /** LOAN_SYSTEMS_URL and the loan-systems service's settings (loan-systems-config.ts, decision 065) */
  loanSystems: loanSystemsEnv.LoanSystemsConfig;
}

/** How the messaging dispatcher retries: maxAttempts deliveries, the n-th retry after min(base × 2^(n−1), max) seconds. */
export interface MessageRetryPolicy {
  maxAttempts: number;
  baseSeconds: number;
  maxSeconds: number;
}

/** When the server answers 503 + Retry-After instead of taking more work (a threshold of 0 is off). */
export interface LoadSheddingConfig {
  /** mean event-loop delay over a sample, in ms */
  maxEventLoopDelayMs: number;
  /** event-loop utilization over a sample, 0–1 */
  maxEventLoopUtilization: number;
  retryAfterSeconds: number;
  sampleIntervalMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parse the environment. Empty strings count as unset. Throws ConfigError naming every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? DEFAULT_HOST.production : DEFAULT_HOST.other),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseInMemory: e.DATABASE_IN_MEMORY,
    databaseInMemoryTemplate:
      e.DATABASE_IN_MEMORY && e.DATABASE_IN_MEMORY_TEMPLATE
        ? path.resolve(REPO_ROOT, e.DATABASE_IN_MEMORY_TEMPLATE)
        : undefined,
    defaultBrand: e.DEFAULT_BRAND,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimitMax: e.RATE_LIMIT_MAX,
    signInRateLimitMax: e.RATE_LIMIT_SIGN_IN_MAX,
    codeSendRateLimitMax: e.RATE_LIMIT_CODE_SEND_MAX,
    typeAheadRateLimitMax: e.RATE_LIMIT_TYPE_AHEAD_MAX,
    apiNodeCount: e.API_NODE_COUNT,
    trustProxy: e.TRUST_PROXY,
    appOrigin: e.APP_ORIGIN,
    autoPaySchedule: e.AUTO_PAY_SCHEDULE,
    passkeys: passkeyConfigOf(e),
    authSecret: e.AUTH_SECRET ?? (e.NODE_ENV === 'production' ? undefined : DEV_AUTH_SECRET),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    cardSandboxSlowMs: e.CARD_SANDBOX_SLOW_MS,
    esignEnvelopeTtlMinutes: e.ESIGN_ENVELOPE_TTL_MINUTES,
    // placeholders (marked so) outside production only; production prints what is set (decision 051)
    lenders: lendersFrom(e, { placeholders: e.NODE_ENV !== 'production' }),
    applyUrls: applyUrlsFrom(e),
    appUrls: appUrlsFrom(e),
    helpVideos: helpVideosFrom(e, { placeholders: e.NODE_ENV !== 'production' }),
    debugMenu: e.NODE_ENV !== 'production',
    smtpUrl: e.SMTP_URL,
    ...pushConfigOf(e),
    smtpFrom: e.SMTP_FROM,
    smsUrl: e.SMS_URL,
    messageRetry: {
      maxAttempts: e.MESSAGE_MAX_ATTEMPTS,
      baseSeconds: e.MESSAGE_RETRY_SECONDS,
      maxSeconds: e.MESSAGE_RETRY_MAX_SECONDS,
    },
    databasePoolMax: e.DATABASE_POOL_MAX,
    demoData: e.DEMO_DEPLOYMENT ?? e.NODE_ENV !== 'production',
    metricsToken: e.METRICS_TOKEN,
    metricsServed: e.NODE_ENV !== 'production' || e.METRICS_TOKEN !== undefined,
    loadShedding: {
      maxEventLoopDelayMs: e.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION,
      retryAfterSeconds: e.LOAD_SHED_RETRY_AFTER_SECONDS,
      sampleIntervalMs: e.LOAD_SHED_SAMPLE_INTERVAL_MS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    workerMetricsPort: e.WORKER_METRICS_PORT,
    jobs: jobSettingsOf(e),
    dataEncryptionKey: dataEncryptionKey(e),
    loanSystems: loanSystemsEnv.loanSystemsConfigOf(e, path.resolve(REPO_ROOT, e.DATA_DIR)),
  };
}

/** The config of a process entry point (server, worker): a ConfigError is printed and the process exits 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
