/** Helpers the identity tests share (imported by *.test.ts only). */
import type { FastifyInstance } from 'fastify';
import {
  ZCheckTrustedDeviceResponseSchema,
  ZDevOutboxResponseSchema,
  ZSessionResultSchema,
  type TSessionResult,
} from '@lender/contract';
import { DEMO_PASSWORD } from '../../../db/seed';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A mutable clock for expiry tests. */
export function testClock(start = Date.now()) {
  let now = start;
  const clock = () => new Date(now);
  return { clock, advance: (ms: number) => void (now += ms) };
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  options: { password?: string; rememberMe?: boolean; deviceKey?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/authenticate',
    headers: options.deviceKey ? { devicekey: options.deviceKey } : {},
    payload: {
      username,
      password: options.password ?? DEMO_PASSWORD,
      rememberMe: options.rememberMe ?? false,
    },
  });
}

export async function sessionOf(
  app: FastifyInstance,
  username: string,
  options: { password?: string; rememberMe?: boolean; deviceKey?: string } = {},
): Promise<TSessionResult> {
  const res = await signIn(app, username, options);
  if (res.statusCode !== 200)
    throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return ZSessionResultSchema.parse(res.json());
}

/** The newest code the outbox holds for this recipient (email or phone in any form). */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  const code = ZDevOutboxResponseSchema.parse(res.json()).messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/**
 * The trusted-device challenge as the web runs it: GET /checktrusteddevice, and when untrusted
 * GET /sendtrusteddevice?method=email → the code from the outbox → POST /confirmtrusteddevice.
 */
export async function passTrustedDevice(
  app: FastifyInstance,
  email: string,
  session: TSessionResult,
): Promise<void> {
  const headers = { ...bearer(session.accessToken), devicekey: session.deviceKey };
  const check = await app.inject({ method: 'GET', url: '/api/checktrusteddevice', headers });
  if (ZCheckTrustedDeviceResponseSchema.parse(check.json()).trusted) return;
  const sent = await app.inject({
    method: 'GET',
    url: '/api/sendtrusteddevice?method=email',
    headers,
  });
  if (sent.statusCode !== 200)
    throw new Error(`trusted-device code for ${email} not sent: ${sent.statusCode} ${sent.body}`);
  const payload = {
    deviceKey: session.deviceKey,
    code: await latestCode(app, email),
    profileId: String(claimsOf(session.accessToken).sub),
  };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/confirmtrusteddevice',
    headers,
    payload,
  });
  if (confirmed.statusCode !== 200)
    throw new Error(
      `trusted device of ${email} not confirmed: ${confirmed.statusCode} ${confirmed.body}`,
    );
}

/** sessionOf an email username, then the trusted-device challenge: a session that reaches every call. */
export async function trustedSessionOf(
  app: FastifyInstance,
  email: string,
  options: { password?: string; rememberMe?: boolean; deviceKey?: string } = {},
): Promise<TSessionResult> {
  const session = await sessionOf(app, email, options);
  await passTrustedDevice(app, email, session);
  return session;
}

/** Decodes a JWT's payload (no verification: for asserting claims). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
