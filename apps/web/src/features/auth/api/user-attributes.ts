/**
 * The session build of spec §4: after authenticating, the tokens are stored (remember me decides
 * where the refresh token lives) and the user attributes — user, brands, customer ids, verified
 * flags — are read into the session (GET /userAttributes, shared/session/user-attributes.ts).
 */
import type { TSessionResult, TUserAttributesResponse } from '@lender/contract';
import { logSessionEvent } from '../../../shared/session/session-events';
import { startSession } from '../../../shared/session/session-result';
import { useSessionStore } from '../../../shared/session/session-store';
import { loadUserAttributes } from '../../../shared/session/user-attributes';

export async function buildSession(
  result: TSessionResult,
  options: { rememberMe: boolean; username?: string; method: string },
): Promise<TUserAttributesResponse> {
  startSession(result, { rememberMe: options.rememberMe });
  useSessionStore.getState().update({ username: options.username });
  const attributes = await loadUserAttributes(options.username);
  logSessionEvent({
    name: 'signIn',
    properties: {
      method: options.method,
      rememberMe: options.rememberMe,
      profile_id: attributes.sub,
    },
  });
  return attributes;
}
