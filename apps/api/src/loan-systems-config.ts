/**
 * The loan systems' place (decision 065), for the configuration schema (config.ts reads them with the rest of the
 * environment): LOAN_SYSTEMS_URL puts the loan systems behind the loan-systems service's HTTP API (the HTTP adapter);
 * unset, they are the in-process ledger adapter over the app's own database (`npm start`). The service's own process
 * (`npm run loan-systems`) listens on LOAN_SYSTEMS_PORT, on LOAN_SYSTEMS_DATABASE_URL or its own PGlite under DATA_DIR.
 */
import path from 'node:path';
import { z } from 'zod';

/** the default per-call timeout of the HTTP adapter, ms: a ledger posting answers in tens of ms; 2 s is far past it */
export const DEFAULT_LOAN_SYSTEMS_TIMEOUT_MS = 2_000;

export const LOAN_SYSTEMS_ENV_SHAPE = {
  /** the loan-systems service (`npm run loan-systems`); unset: the in-process ledger adapter */
  LOAN_SYSTEMS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  /** each call's time limit before it is retried (with its idempotency key) */
  LOAN_SYSTEMS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(60_000)
    .default(DEFAULT_LOAN_SYSTEMS_TIMEOUT_MS),
  /** `npm run loan-systems` only: where the service listens */
  LOAN_SYSTEMS_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  /** `npm run loan-systems` only: the service's PostgreSQL; unset, its own PGlite in DATA_DIR/loan-systems-pglite */
  LOAN_SYSTEMS_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
};

interface LoanSystemsEnv {
  LOAN_SYSTEMS_URL?: string | undefined;
  LOAN_SYSTEMS_TIMEOUT_MS: number;
  LOAN_SYSTEMS_PORT: number;
  LOAN_SYSTEMS_DATABASE_URL?: string | undefined;
  NODE_ENV: 'development' | 'test' | 'production';
}

/**
 * In production the loan-systems service is reached over https only: its calls carry identity data in their bodies
 * (the account link's SSN, decision 065), which never travel in clear. Every money path asks it as a saga's step
 * (decision 068) and every read the app makes of a loan is asked of it (decision 072), so production may use it.
 */
export function checkLoanSystemsEnv(env: LoanSystemsEnv, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && env.LOAN_SYSTEMS_URL?.startsWith('http://'))
    ctx.addIssue({
      code: 'custom',
      path: ['LOAN_SYSTEMS_URL'],
      message:
        'must be an https:// URL in production: the loan systems’ calls carry identity data, which never travels in clear',
    });
}

export interface LoanSystemsConfig {
  /** the HTTP adapter's service and timeout; undefined: the in-process ledger adapter */
  http: { url: string; timeoutMs: number } | undefined;
  /** the service's own process (`npm run loan-systems`) */
  service: { port: number; databaseUrl: string | undefined; dataDir: string };
}

/** `dataDir`: the app's DATA_DIR, resolved */
export function loanSystemsConfigOf(e: LoanSystemsEnv, dataDir: string): LoanSystemsConfig {
  return {
    http: e.LOAN_SYSTEMS_URL
      ? { url: e.LOAN_SYSTEMS_URL, timeoutMs: e.LOAN_SYSTEMS_TIMEOUT_MS }
      : undefined,
    service: {
      port: e.LOAN_SYSTEMS_PORT,
      databaseUrl: e.LOAN_SYSTEMS_DATABASE_URL,
      dataDir: path.join(dataDir, 'loan-systems-pglite'),
    },
  };
}
