/**
 * Wires the session into the http client (spec §7 headers; §4 "tokens are refreshed when the
 * session is invalid or expired"): Authorization: Bearer <accessToken>, idtoken and devicekey; the
 * refresh exchanges the refresh token at POST /authenticate/refresh; a failed refresh ends the
 * session and goes to Login with signedOut; a call refused for an untrusted device goes to the
 * TrustedDevice group.
 */
import { apiSend } from '../http/client';
import { registerAuthHooks } from '../http/auth-refresh';
import { LogOutReason } from '@lender/domain';
import {
  navigateAfterProfileLock,
  navigateAfterSignOut,
  navigateToTrustedDevice,
} from './sign-out-navigation';
import { endSession } from './sign-out';
import { applyTokens } from './session-result';
import { useSessionStore } from './session-store';
import { isRemembered, loadDeviceKey, sessionTokenHeaders, tokenExpiresAt } from './token-storage';
import { shellSchema } from '../http/shell-schema';

export function sessionHeaders(): Record<string, string> {
  const { tokens } = useSessionStore.getState();
  return sessionTokenHeaders(tokens, tokens?.deviceKey ?? loadDeviceKey());
}

export function accessTokenExpired(now: number = Date.now()): boolean {
  const { tokens } = useSessionStore.getState();
  if (!tokens?.accessToken || !tokens.refreshToken) return false;
  const expiresAt = tokenExpiresAt(tokens.accessToken);
  return expiresAt !== undefined && expiresAt <= now;
}

export async function refreshTokens(): Promise<boolean> {
  const { tokens } = useSessionStore.getState();
  if (!tokens?.refreshToken) return false;
  const result = await apiSend(
    'POST',
    '/authenticate/refresh',
    shellSchema('ZSessionResultSchema'),
    { refreshToken: tokens.refreshToken },
    { skipAuthRefresh: true },
  );
  applyTokens(result, isRemembered());
  return true;
}

export function installAuthSession(): void {
  registerAuthHooks({
    headers: sessionHeaders,
    accessTokenExpired: () => accessTokenExpired(),
    refresh: refreshTokens,
    onRefreshFailure: () => {
      if (!useSessionStore.getState().tokens) return;
      void endSession('invalidSession').then(navigateAfterSignOut);
    },
    onDeviceNotTrusted: navigateToTrustedDevice,
    onProfileLocked: () => {
      if (!useSessionStore.getState().tokens) return;
      void endSession(LogOutReason.ProfileLock).then(navigateAfterProfileLock);
    },
  });
}
