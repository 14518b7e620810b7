/**
 * The seam between the http client and the session (which registers itself here, so the client never
 * imports the session store): the auth headers, whether the access token has already expired, and
 * the token refresh. `refreshSession()` is single-flight: concurrent 401s share one refresh call.
 * A refresh that fails (false or thrown) runs the session's failure handler (sign-out) once.
 */
export interface AuthHooks {
  /** Authorization / idtoken / devicekey, from the session */
  headers: () => Record<string, string>;
  /** true when an access token is held, it has expired, and a refresh is possible */
  accessTokenExpired: () => boolean;
  /** exchanges the refresh token for new tokens and stores them; false when it cannot */
  refresh: () => Promise<boolean>;
  /** what happens when the session cannot be refreshed (sign out) */
  onRefreshFailure: () => void;
  /** what happens when the server refuses a call until the device is trusted (the challenge) */
  onDeviceNotTrusted?: () => void;
  /** what happens when the server says the profile was locked (sign out, profileLock) */
  onProfileLocked?: () => void;
}

let hooks: AuthHooks | undefined;
let inFlight: Promise<boolean> | undefined;

export function registerAuthHooks(next: AuthHooks | undefined): void {
  hooks = next;
  inFlight = undefined;
}

export function authHeaders(): Record<string, string> {
  return hooks?.headers() ?? {};
}

/** A call answered 403 DeviceNotTrustedException: the session sends the user to the trusted-device challenge. */
export function reportDeviceNotTrusted(): void {
  hooks?.onDeviceNotTrusted?.();
}

/** A call answered 403 ProfileLockedException: the session ends with the profileLock reason. */
export function reportProfileLocked(): void {
  hooks?.onProfileLocked?.();
}

export function needsRefreshBeforeSend(): boolean {
  return hooks?.accessTokenExpired() ?? false;
}

async function runRefresh(current: AuthHooks): Promise<boolean> {
  let ok = false;
  try {
    ok = await current.refresh();
  } catch (error) {
    console.warn('[session] token refresh failed', error);
  }
  if (!ok) current.onRefreshFailure();
  return ok;
}

/** Refresh once for every caller waiting at the same time; resolves true when new tokens are stored. */
export function refreshSession(): Promise<boolean> {
  const current = hooks;
  if (!current) return Promise.resolve(false);
  if (inFlight) return inFlight;
  const promise = runRefresh(current);
  inFlight = promise;
  void promise.finally(() => {
    if (inFlight === promise) inFlight = undefined;
  });
  return promise;
}
