/**
 * Test helper: sign a persona in through POST /api/authenticate and get its bearer headers. Like a real
 * client it passes the trusted-device challenge on a device the server does not trust yet (the code is
 * sent by email and read from the messaging outbox), and signs in again later from that device.
 */
import type { FastifyInstance } from 'fastify';
import { ZSessionResultSchema } from '@lender/contract';
import { DEV_AUTH_SECRET } from '../config';
import {
  passTrustedDevice,
  signIn as postAuthenticate,
  signLink,
} from '../areas/identity/test-kit';

export interface SignedIn {
  accessToken: string;
  /** `{ authorization: 'Bearer <accessToken>' }`, ready for app.inject */
  headers: { authorization: string };
}

/** The device key each persona signed in on, per app: a later sign-in comes from the same (trusted) device. */
const deviceKeys = new WeakMap<FastifyInstance, Map<string, string>>();

/** Signs `email` in with the demo password (DemoPass2026) on a trusted device; throws with the answer when it fails. */
export async function signIn(app: FastifyInstance, email: string): Promise<SignedIn> {
  const known = deviceKeys.get(app) ?? new Map<string, string>();
  deviceKeys.set(app, known);
  const res = await postAuthenticate(app, email, { deviceKey: known.get(email) });
  if (res.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const session = ZSessionResultSchema.parse(res.json());
  await passTrustedDevice(app, email, session);
  known.set(email, session.deviceKey);
  return {
    accessToken: session.accessToken,
    headers: { authorization: `Bearer ${session.accessToken}` },
  };
}

/**
 * Signs every persona of `emails` in and puts its headers into `into` under its name (replacing older ones):
 * call it again after moving an injected clock past the access token's lifetime.
 */
export async function signInEach<W extends string>(
  app: FastifyInstance,
  emails: Readonly<Record<W, string>>,
  into: Map<W, SignedIn['headers']>,
): Promise<void> {
  for (const who of Object.keys(emails) as W[])
    into.set(who, (await signIn(app, emails[who])).headers);
}

/** Links minted by guestSignIn so far: each call mints a link of its own (a signed link is single-use). */
let guestLinksMinted = 0;

/**
 * A guest session through POST /api/signatureAuth, as a signed guest-payment link opens it: `profileId` is the
 * link owner's profile, `path` the brand payment path of `loanId`, valid for about an hour after `now`. Every
 * call uses a new link (its expiration a second later than the last one’s), since a link works once.
 */
export async function guestSignIn(
  app: FastifyInstance,
  profileId: string,
  loanId: string,
  now = new Date(),
): Promise<SignedIn> {
  guestLinksMinted += 1;
  const fields = {
    profileId,
    expiration: Math.floor(now.getTime() / 1000) + 3600 + guestLinksMinted,
    path: `/inl/Accounts/${loanId}/Payment`,
    guest: true,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/signatureAuth',
    payload: { ...fields, signature: signLink(fields, DEV_AUTH_SECRET) },
  });
  if (res.statusCode !== 200)
    throw new Error(`guest sign-in failed: ${res.statusCode} ${res.body}`);
  const { accessToken } = ZSessionResultSchema.parse(res.json());
  return { accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}
