/** The service's configuration, read once from the environment and validated (fails fast). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { booleanString } from './env-values';
import { BRAND_CODES, DEFAULT_BRAND } from '@lender/domain';
import { dataEncryptionKey } from './lib/crypto/ssn';
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
import { MESSAGING_ENV_SHAPE, messagingConfigOf, type MessagingConfig } from './messaging-config';
import {
  checkOperationsEnv,
  OPERATIONS_ENV_SHAPE,
  operationsConfigOf,
  type OperationsConfig,
} from './operations-config';
import { checkSecretsEnv, DEV_AUTH_SECRET, SECRETS_ENV_SHAPE } from './secrets-config';

export { DEV_AUTH_SECRET };
export type { LoadSheddingConfig } from './operations-config';
export type { MessageRetryPolicy } from './messaging-config';

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
    ...SECRETS_ENV_SHAPE,
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    /** how long the card sandbox's slow test card (4000 0000 0000 3220) takes to approve */
    CARD_SANDBOX_SLOW_MS: z.coerce.number().int().min(0).max(600_000).default(35_000),
    /** when an e-sign envelope nobody signed expires (ttl_expired), in minutes */
    ESIGN_ENVELOPE_TTL_MINUTES: z.coerce.number().int().min(1).max(43_200).default(30),
    /** LENDER_ADDRESS_<BRAND>, LENDER_LICENCE_<BRAND>[_<STATE>]: the documents' letterhead (lender-config.ts) */
    ...LENDER_ENV_SHAPE,
    /** APPLY_URL_<BRAND>: the external application page "Apply for loan" opens (apply-config.ts) */
    ...APPLY_ENV_SHAPE,
    /** APP_URL_<BRAND>: each brand's own app, linked from a brand this site does not serve (app-url-config.ts) */
    ...APP_URL_ENV_SHAPE,
    /** HELP_VIDEO_URL_<BRAND>, HELP_VIDEO_CAPTIONS: each brand's help video, GET /videoUrl (help-video-config.ts) */
    ...HELP_VIDEO_ENV_SHAPE,
    ...MESSAGING_ENV_SHAPE,
    /** connections of the node-postgres pool (DATABASE_URL only; PGlite has one) */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    /** AUTO_PAY_SCHEDULE: auto-pay's daily pass is queued by itself (decision 056); tests and journeys run it themselves */
    AUTO_PAY_SCHEDULE: booleanString.default(true),
    /** RECONCILIATION_SCHEDULE: the previous business day is reconciled by itself (decision 069); tests run it themselves */
    RECONCILIATION_SCHEDULE: booleanString.default(true),
    /** the demo people of PERSONAS.md (published password): seeded unless false; in production only when true (decision 042) */
    DEMO_DEPLOYMENT: booleanString.optional(),
    ...OPERATIONS_ENV_SHAPE,
  })
  .superRefine((env, ctx) => {
    checkPasskeyEnv(env, ctx);
    checkPushEnv(env, ctx);
    loanSystemsEnv.checkLoanSystemsEnv(env, ctx);
    checkOperationsEnv(env, ctx);
    checkSecretsEnv(env, ctx);
  });

export interface AppConfig extends PushConfig, MessagingConfig, OperationsConfig {
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
  /** RECONCILIATION_SCHEDULE: the daily reconciliation is queued by itself (decision 069) */
  reconciliationSchedule: boolean;
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
  /** DATABASE_POOL_MAX: the node-postgres pool's size */
  databasePoolMax: number;
  /** DEMO_DEPLOYMENT: seed the demo people (default: outside production); a production start without it refuses a database that holds them */
  demoData: boolean;
  /** RUN_WORKERS, JOB_WORKERS, JOB_BATCH_SIZE, JOB_POLL_SECONDS, JOB_MAINTENANCE_SECONDS (job-config.ts) */
  jobs: JobSettings;
  /** DATA_ENCRYPTION_KEY: identity and banking numbers at rest; outside production the development key when unset */
  dataEncryptionKey: Buffer;
  /** LOAN_SYSTEMS_URL and the loan-systems service's settings (loan-systems-config.ts, decision 065) */
  loanSystems: loanSystemsEnv.LoanSystemsConfig;
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
    reconciliationSchedule: e.RECONCILIATION_SCHEDULE,
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
    ...pushConfigOf(e),
    ...messagingConfigOf(e),
    databasePoolMax: e.DATABASE_POOL_MAX,
    demoData: e.DEMO_DEPLOYMENT ?? e.NODE_ENV !== 'production',
    ...operationsConfigOf(e),
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
