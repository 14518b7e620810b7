/**
 * The service's secrets: AUTH_SECRET (tokens, signed links, code hashes) and DATA_ENCRYPTION_KEY (identity and banking
 * numbers at rest) — their schema and the fail-fast check that production never starts without its own of each, nor
 * on the published development ones.
 */
import { z } from 'zod';
import { isDevelopmentEncryptionKey, parseEncryptionKey } from './lib/crypto/ssn';

/** The fixed secret of development and test runs (published in this repository: never accepted in production). */
export const DEV_AUTH_SECRET = 'lender-dev-auth-secret-not-for-production-0001';

export const SECRETS_ENV_SHAPE = {
  /** signs access/id tokens, signed links and code hashes; required in production */
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** the SSN key (read by lib/crypto/ssn.ts); checked here so that a bad one stops the start */
  DATA_ENCRYPTION_KEY: z.string().optional(),
};

interface SecretsEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  AUTH_SECRET?: string | undefined;
  DATA_ENCRYPTION_KEY?: string | undefined;
}

const issue = (ctx: z.RefinementCtx, key: keyof SecretsEnv, message: string) =>
  ctx.addIssue({ code: 'custom', path: [key], message });

export function checkSecretsEnv(env: SecretsEnv, ctx: z.RefinementCtx): void {
  // fail fast: production never starts without its own secret, nor on the published development secret or key
  const production = env.NODE_ENV === 'production';
  if (production && !env.AUTH_SECRET) issue(ctx, 'AUTH_SECRET', 'is required in production');
  if (production && env.AUTH_SECRET === DEV_AUTH_SECRET)
    issue(
      ctx,
      'AUTH_SECRET',
      'is the published development secret: production needs a secret of its own',
    );
  // else it would start, and fail at the first identity number it encrypts or reads
  if (production && !env.DATA_ENCRYPTION_KEY)
    issue(ctx, 'DATA_ENCRYPTION_KEY', 'is required in production');
  if (env.DATA_ENCRYPTION_KEY === undefined) return;
  let key: Buffer | undefined;
  try {
    key = parseEncryptionKey(env.DATA_ENCRYPTION_KEY);
  } catch {
    issue(ctx, 'DATA_ENCRYPTION_KEY', 'must be 32 bytes, given as 64 hex digits or base64');
  }
  if (production && key && isDevelopmentEncryptionKey(key))
    issue(
      ctx,
      'DATA_ENCRYPTION_KEY',
      'is the published development key: production needs a key of its own',
    );
}
