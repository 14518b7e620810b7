/**
 * What a sign-in does once the borrower submits: the call (password or passkey), the session built from it, and where
 * she goes next. Loaded on submit (login-form, passkey-sign-in), so the Login page's start-up script carries none of
 * it — nor zod and the contract schemas its calls read (issue 11).
 */
import { authenticate } from './api/authenticate';
import { passkeySignIn } from './api/passkey-sign-in';
import { buildSession } from './api/user-attributes';
import { destinationAfterSignIn } from './post-sign-in';

export interface PasswordSignIn {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** POST /authenticate, the session, and the destination after sign-in. */
export async function signInWithPassword({
  username,
  password,
  rememberMe,
}: PasswordSignIn): Promise<string> {
  const result = await authenticate({ username, password, rememberMe, legacy: false });
  const attributes = await buildSession(result, { rememberMe, username, method: 'password' });
  return destinationAfterSignIn(attributes.brands);
}

/** The passkey ceremony, the session, and the destination after sign-in. */
export async function signInWithPasskey(rememberMe: boolean): Promise<string> {
  const result = await passkeySignIn(rememberMe);
  const attributes = await buildSession(result, { rememberMe, method: 'passkey' });
  return destinationAfterSignIn(attributes.brands);
}
