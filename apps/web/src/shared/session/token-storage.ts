/**
 * Where the session's secrets live (spec §4 Session): the access, id and refresh tokens in
 * sessionStorage; the refresh token in localStorage instead when the user chose remember me; the
 * device key (and its group key) in localStorage, so the device stays known across sign-outs.
 */
export interface StoredTokens {
  accessToken: string;
  idToken?: string;
  refreshToken?: string;
}

export const TOKEN_KEYS = {
  accessToken: 'session.accessToken',
  idToken: 'session.idToken',
  refreshToken: 'session.refreshToken',
  deviceKey: 'deviceKey',
  deviceGroupKey: 'deviceGroupKey',
} as const;

/**
 * The session's persisted state (session-store.ts): beside the tokens' keys so the page's own script can read it
 * without the app (the signed-in shell's check, decision 087).
 */
export const SESSION_STATE_KEY = 'session.state';

/** The session's request headers (spec §7), lower-case as Node gives them; never recorded or logged. */
export const SESSION_HEADERS = {
  authorization: 'authorization',
  idToken: 'idtoken',
  deviceKey: 'devicekey',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function saveTokens(tokens: StoredTokens, rememberMe: boolean): void {
  sessionStorage.setItem(TOKEN_KEYS.accessToken, tokens.accessToken);
  if (tokens.idToken) sessionStorage.setItem(TOKEN_KEYS.idToken, tokens.idToken);
  sessionStorage.removeItem(TOKEN_KEYS.refreshToken);
  localStorage.removeItem(TOKEN_KEYS.refreshToken);
  if (tokens.refreshToken) {
    (rememberMe ? localStorage : sessionStorage).setItem(
      TOKEN_KEYS.refreshToken,
      tokens.refreshToken,
    );
  }
}

export function loadTokens(): StoredTokens | undefined {
  return safe(() => {
    const accessToken = sessionStorage.getItem(TOKEN_KEYS.accessToken);
    if (!accessToken) return undefined;
    return {
      accessToken,
      idToken: sessionStorage.getItem(TOKEN_KEYS.idToken) ?? undefined,
      refreshToken:
        sessionStorage.getItem(TOKEN_KEYS.refreshToken) ??
        localStorage.getItem(TOKEN_KEYS.refreshToken) ??
        undefined,
    };
  }, undefined);
}

/** true when the refresh token was kept in localStorage (remember me). */
export function isRemembered(): boolean {
  return safe(() => localStorage.getItem(TOKEN_KEYS.refreshToken) !== null, false);
}

/** The session's request headers (spec §7): the access token as a bearer, the id token and the device key. */
export function sessionTokenHeaders(
  tokens: Pick<StoredTokens, 'accessToken' | 'idToken'> | undefined,
  deviceKey: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (tokens?.accessToken) headers[SESSION_HEADERS.authorization] = `Bearer ${tokens.accessToken}`;
  if (tokens?.idToken) headers[SESSION_HEADERS.idToken] = tokens.idToken;
  if (deviceKey) headers[SESSION_HEADERS.deviceKey] = deviceKey;
  return headers;
}

export function clearTokens(): void {
  for (const key of [TOKEN_KEYS.accessToken, TOKEN_KEYS.idToken, TOKEN_KEYS.refreshToken]) {
    sessionStorage.removeItem(key);
  }
  localStorage.removeItem(TOKEN_KEYS.refreshToken);
}

export function saveDeviceKey(deviceKey: string | undefined, deviceGroupKey?: string): void {
  if (deviceKey) localStorage.setItem(TOKEN_KEYS.deviceKey, deviceKey);
  if (deviceGroupKey) localStorage.setItem(TOKEN_KEYS.deviceGroupKey, deviceGroupKey);
}

export function loadDeviceKey(): string | undefined {
  return safe(() => localStorage.getItem(TOKEN_KEYS.deviceKey) ?? undefined, undefined);
}

/** The access token's expiry from its JWT payload (ms), or undefined when it carries none. */
export function tokenExpiresAt(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  return safe(() => {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  }, undefined);
}
