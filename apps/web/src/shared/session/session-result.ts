/**
 * Building a session from the session result (spec §3: accessToken, idToken, refreshToken,
 * deviceKey, deviceGroupKey): tokens to storage per remember me, the device key to localStorage,
 * and the store marked authenticated.
 */
import { useSessionStore } from './session-store';
import { loadDeviceKey, saveDeviceKey, saveTokens } from './token-storage';

export interface SessionResultTokens {
  accessToken: string;
  idToken?: string;
  refreshToken?: string;
  deviceKey?: string;
  deviceGroupKey?: string;
}

export function applyTokens(result: SessionResultTokens, rememberMe: boolean): void {
  saveTokens(result, rememberMe);
  saveDeviceKey(result.deviceKey, result.deviceGroupKey);
  useSessionStore.getState().update({
    tokens: {
      accessToken: result.accessToken,
      idToken: result.idToken,
      refreshToken: result.refreshToken,
      deviceKey: result.deviceKey ?? loadDeviceKey(),
    },
  });
}

/** Tokens stored and the user marked authenticated and verified. */
export function startSession(
  result: SessionResultTokens,
  options: { rememberMe: boolean; deviceKeySession?: boolean; guest?: boolean },
): void {
  applyTokens(result, options.rememberMe);
  useSessionStore.getState().update({
    authenticated: true,
    verified: true,
    deviceKeySession: options.deviceKeySession ?? false,
    guest: options.guest ?? false,
  });
}
