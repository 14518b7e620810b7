/**
 * The http client's tests' shared parts (client, client-refresh and client-reachability): a JSON answer, the schema of
 * { ok: true }, the session's auth hooks whose refresh renews the token, and each test's end.
 */
import { afterEach, vi } from 'vitest';
import { z } from 'zod';
import { registerAuthHooks, type AuthHooks } from './auth-refresh';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const ZOk = z.object({ ok: z.literal(true) });

/** The session's auth hooks, registered: the token 'old' until the refresh makes it 'new'; each call has its own. */
export function hooks(overrides: Partial<AuthHooks> = {}) {
  let token = 'old';
  const h = {
    headers: () => ({ authorization: `Bearer ${token}` }),
    accessTokenExpired: () => false,
    refresh: vi.fn(async () => {
      token = 'new';
      return true;
    }),
    onRefreshFailure: vi.fn(),
    ...overrides,
  };
  registerAuthHooks(h);
  return h;
}

/**
 * Registers, in the calling file, each test's end: no session hooks, the real fetch, no spies or mocks left. Call it
 * once, at the top of the test file.
 */
export function setUpEachTest(): void {
  afterEach(() => {
    registerAuthHooks(undefined);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
