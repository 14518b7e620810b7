/**
 * Authentication by query (spec §2 Route guards, §4 Session): entering an authenticated route with
 * a profileId query and no access token authenticates with profileId plus either signature,
 * expiration, path and the guest-payment flag (POST /signatureAuth: a signed link), or profileId and
 * flow (POST /deviceKeyAuth with this device's `devicekey` header).
 */
import { AuthErrorCode, type BrandCode } from '@lender/domain';
import { ApiError } from '../http/api-error';
import { apiSend } from '../http/client';
import { logSessionEvent } from './session-events';
import { startSession } from './session-result';
import { useSessionStore } from './session-store';
import { loadUserAttributes } from './user-attributes';
import { shellSchema } from '../http/shell-schema';

export const AUTH_QUERY_KEYS = [
  'profileId',
  'signature',
  'expiration',
  'path',
  'guest',
  'flow',
] as const;

export type QueryAuthKind = 'signature' | 'deviceKey';

export interface QueryAuthRequest {
  kind: QueryAuthKind;
  body: Record<string, string | number | boolean>;
  guest: boolean;
}

/** What the query asks for, or undefined when it carries no usable profileId authentication. */
export function readQueryAuth(url: URL): QueryAuthRequest | undefined {
  const q = url.searchParams;
  const profileId = q.get('profileId');
  if (!profileId) return undefined;
  const signature = q.get('signature');
  const expiration = Number(q.get('expiration'));
  if (signature && Number.isInteger(expiration) && expiration > 0) {
    const guest = q.get('guest') === 'true';
    const path = q.get('path') ?? url.pathname;
    return { kind: 'signature', guest, body: { profileId, signature, expiration, path, guest } };
  }
  const flow = q.get('flow');
  return {
    kind: 'deviceKey',
    guest: false,
    body: flow ? { profileId, flow } : { profileId },
  };
}

/** Needed when the route needs a session, none is held, and the query names a profile. */
export function needsQueryAuth(url: URL): boolean {
  return !useSessionStore.getState().tokens?.accessToken && url.searchParams.has('profileId');
}

/**
 * Authenticates from the query (a device-key session) and loads the user attributes. A guest payer
 * may not read them: a guest session holds the link's profile and the brand of the linked route.
 * Errors propagate.
 */
export async function authenticateFromQuery(
  request: QueryAuthRequest,
  routeBrand?: BrandCode,
): Promise<void> {
  const path = request.kind === 'signature' ? '/signatureAuth' : '/deviceKeyAuth';
  const result = await apiSend('POST', path, shellSchema('ZSessionResultSchema'), request.body, {
    skipAuthRefresh: true,
  });
  startSession(result, { rememberMe: false, deviceKeySession: true, guest: request.guest });
  if (request.guest) {
    useSessionStore.getState().update({
      user: { profileId: String(request.body.profileId), username: '' },
      guestPath: String(request.body.path),
      brands: routeBrand ? [routeBrand] : [],
    });
  } else {
    await loadUserAttributes();
  }
  logSessionEvent({ name: 'signIn', properties: { method: request.kind, guest: request.guest } });
}

/** true when the API refused a signed link because it was used before (a signed link works once). */
export function isLinkAlreadyUsed(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === AuthErrorCode.LinkAlreadyUsed;
}

/** The URL without the authentication query keys (what the user lands on). */
export function withoutAuthQuery(url: URL): string {
  const clean = new URL(url.href);
  for (const key of AUTH_QUERY_KEYS) clean.searchParams.delete(key);
  return clean.pathname + clean.search;
}
