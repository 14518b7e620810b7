/** Test helper: sign a persona in through POST /api/authenticate and get its bearer headers. */
import type { FastifyInstance } from 'fastify';
import { ZSessionResultSchema } from '@lender/contract';
import { DEV_AUTH_SECRET } from '../config';
import { DEMO_PASSWORD } from '../db/seed';
import { signLink } from '../modules/auth/link-signature';

export interface SignedIn {
  accessToken: string;
  /** `{ authorization: 'Bearer <accessToken>' }`, ready for app.inject */
  headers: { authorization: string };
}

/** Signs `email` in with the demo password (DemoPass2026); throws with the answer when it fails. */
export async function signIn(app: FastifyInstance, email: string): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { username: email, password: DEMO_PASSWORD, rememberMe: false },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const { accessToken } = ZSessionResultSchema.parse(res.json());
  return { accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/**
 * Signs every persona of `emails` in and puts its headers into `into` under its name (replacing older ones):
 * call it again after moving an injected clock past the access token's lifetime.
 */
export async function signInEach<W extends string>(app: FastifyInstance, emails: Readonly<Record<W, string>>, into: Map<W, SignedIn['headers']>): Promise<void> {
  for (const who of Object.keys(emails) as W[]) into.set(who, (await signIn(app, emails[who])).headers);
}

/** Links minted by guestSignIn so far: each call mints a link of its own (a signed link is single-use). */
let guestLinksMinted = 0;

/**
 * A guest session through POST /api/signatureAuth, as a signed guest-payment link opens it: `profileId` is the
 * link owner's profile, `path` the brand payment path of `loanId`, valid for about an hour after `now`. Every
 * call uses a new link (its expiration a second later than the last one’s), since a link works once.
 */
export async function guestSignIn(app: FastifyInstance, profileId: string, loanId: string, now = new Date()): Promise<SignedIn> {
  guestLinksMinted += 1;
  const fields = { profileId, expiration: Math.floor(now.getTime() / 1000) + 3600 + guestLinksMinted, path: `/inl/Accounts/${loanId}/Payment`, guest: true };
  const res = await app.inject({ method: 'POST', url: '/api/signatureAuth', payload: { ...fields, signature: signLink(fields, DEV_AUTH_SECRET) } });
  if (res.statusCode !== 200) throw new Error(`guest sign-in failed: ${res.statusCode} ${res.body}`);
  const { accessToken } = ZSessionResultSchema.parse(res.json());
  return { accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}
