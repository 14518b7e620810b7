/**
 * The identity kit: the repositories, token issuer, code service, sign-in guard, session issuer and
 * messaging port that the identity modules and the authenticate plugin share. Built per module from
 * the module context (cheap: closures over the one database handle).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import type { MessagingPort } from '../../../integrations/messaging/port';
import type { Clock } from '../../../lib/clock';
import { createCodeService } from './codes';
import { createDeviceService } from './devices';
import { createGuardRepo } from './guard-repo';
import { createIdentityRepo } from './identity-repo';
import { createSessionIssuer, type ServiceConfig } from './session-issuer';
import { SERVICE_CONFIG_REGION } from './region';
import { createSessionRepo } from './session-repo';
import { createSignInGuard } from './sign-in-guard';
import { createTokenIssuer } from './tokens';

/** Spec §3 Session result serviceConfig; region per spec §9 (cloud region us-east-1). */
export const SERVICE_CONFIG: ServiceConfig = {
  region: SERVICE_CONFIG_REGION,
  userPoolId: 'us-east-1_lenderSelfService',
  clientId: 'lender-self-service-web',
};

export interface KitContext {
  config: Pick<AppConfig, 'authSecret' | 'accessTokenTtlSeconds' | 'isProduction'>;
  db: DbOrTx;
  clock: Clock;
  log: FastifyBaseLogger;
  messaging: MessagingPort;
}

/** AUTH_SECRET; a clear error (500) when production runs without one. */
export function authSecretOf(config: Pick<AppConfig, 'authSecret'>): string {
  if (!config.authSecret) throw new Error('AUTH_SECRET is required in production');
  return config.authSecret;
}

export function createIdentityKit({ config, db, clock, log, messaging }: KitContext) {
  const secret = () => authSecretOf(config);
  const encoder = new TextEncoder();
  const identities = createIdentityRepo(db);
  const sessions = createSessionRepo(db);
  const guards = createGuardRepo(db);
  const tokens = createTokenIssuer({
    secret: () => encoder.encode(secret()),
    accessTtlSeconds: config.accessTokenTtlSeconds,
    clock,
  });
  const guard = createSignInGuard({ repo: guards, clock, log });
  return {
    secret,
    identities,
    sessions,
    tokens,
    guard,
    codes: createCodeService({ repo: guards, secret, clock }),
    devices: createDeviceService({ sessions, clock }),
    issuer: createSessionIssuer({
      sessions,
      identities,
      tokens,
      guard,
      clock,
      serviceConfig: SERVICE_CONFIG,
    }),
    messaging,
    clock,
  };
}

export type IdentityKit = ReturnType<typeof createIdentityKit>;
