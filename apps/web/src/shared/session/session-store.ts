/**
 * Session slice (spec §3 Session state). Sign-in fills it; the app shell reads it for guards, the
 * menu and the request headers. Tokens live in token-storage (session/local storage); the rest of the
 * session is kept in sessionStorage so a reload keeps the user signed in. `signOut()` is the local
 * clear: every registered store, the query cache, tokens, the device-key session and locked flows
 * (spec §4 Session); `endSession()` in sign-out.ts adds the server calls and the event log.
 */
import { create } from 'zustand';
import type { BrandCode } from '@lender/domain';
import { clearEarlyReads } from '../http/early-reads';
import { queryClient } from '../query/query-client';
import { clearLockedFlows, lockFlow, readLockedFlows, unlockFlow } from './locked-flows';
import { registerStoreReset, resetAllStores } from './store-reset';
import { clearTokens, loadDeviceKey, loadTokens, SESSION_STATE_KEY } from './token-storage';

export interface SessionUser {
  profileId: string;
  username: string;
  email?: string;
  phone?: string;
  emailVerified?: boolean;
  phoneVerified?: boolean;
}

export interface SessionTokens {
  accessToken: string;
  idToken?: string;
  refreshToken?: string;
  deviceKey?: string;
}

export interface SessionTimeoutState {
  /** ms since epoch of the last (re)start of the inactivity timer */
  sessionTimeoutStart: number;
  /** minutes (server `sessionTimeout`) */
  sessionTimeoutLimit: number;
  sessionTimeoutIsActive: boolean;
  /** when set, one timeout check passes and clears it (external navigation) */
  sessionTimeoutSkip: boolean;
}

export interface SessionData extends SessionTimeoutState {
  authenticated: boolean;
  user?: SessionUser;
  /** the username of a registered user who is not verified yet, or who is signing in */
  username?: string;
  /** false for a registered, unconfirmed user (UserNotConfirmedException) */
  verified: boolean;
  tokens?: SessionTokens;
  /** the session was opened by device key or signature (a device session to sign out) */
  deviceKeySession: boolean;
  /** a guest payer's session (signed link; card not saved) */
  guest: boolean;
  /** a guest session's signed-link path: the payment of its one loan (the guest menu's first entry) */
  guestPath?: string;
  brands: BrandCode[];
  customerIds: { nls?: string; tlxe?: string };
  customerId?: string;
  isReferralUser: boolean;
  canUpdateUserLogin: boolean;
  unviewedOffers: number;
  lockedFlows: string[];
}

interface SessionStore extends SessionData {
  update: (patch: Partial<SessionData>) => void;
  lockFlow: (flow: string) => void;
  unlockFlow: (flow: string) => void;
  signOut: () => void;
}

const PERSISTED: readonly (keyof SessionData)[] = [
  'authenticated',
  'user',
  'username',
  'verified',
  'deviceKeySession',
  'guest',
  'guestPath',
  'brands',
  'customerIds',
  'customerId',
  'isReferralUser',
  'canUpdateUserLogin',
  'sessionTimeoutStart',
  'sessionTimeoutLimit',
  'sessionTimeoutIsActive',
];

function blank(): SessionData {
  return {
    authenticated: false,
    user: undefined,
    username: undefined,
    verified: true,
    tokens: undefined,
    deviceKeySession: false,
    guest: false,
    guestPath: undefined,
    brands: [],
    customerIds: {},
    customerId: undefined,
    isReferralUser: false,
    canUpdateUserLogin: true,
    unviewedOffers: 0,
    lockedFlows: [],
    sessionTimeoutStart: 0,
    sessionTimeoutLimit: 5,
    sessionTimeoutIsActive: false,
    sessionTimeoutSkip: false,
  };
}

function restored(): SessionData {
  const base = blank();
  if (typeof sessionStorage === 'undefined') return base;
  base.lockedFlows = readLockedFlows();
  const stored = loadTokens();
  const deviceKey = loadDeviceKey();
  try {
    const saved = JSON.parse(
      sessionStorage.getItem(SESSION_STATE_KEY) ?? '{}',
    ) as Partial<SessionData>;
    Object.assign(base, saved);
  } catch {
    sessionStorage.removeItem(SESSION_STATE_KEY);
  }
  base.tokens = stored ? { ...stored, deviceKey } : undefined;
  base.authenticated = Boolean(base.authenticated && stored);
  return base;
}

function persist(state: SessionData): void {
  if (typeof sessionStorage === 'undefined') return;
  const picked = Object.fromEntries(PERSISTED.map((key) => [key, state[key]]));
  sessionStorage.setItem(SESSION_STATE_KEY, JSON.stringify(picked));
}

export const useSessionStore = create<SessionStore>((set) => ({
  ...restored(),
  update: (patch) => set(patch),
  lockFlow: (flow) => {
    lockFlow(flow);
    set({ lockedFlows: readLockedFlows() });
  },
  unlockFlow: (flow) => {
    unlockFlow(flow);
    set({ lockedFlows: readLockedFlows() });
  },
  signOut: () => {
    clearLockedFlows();
    clearTokens();
    clearEarlyReads();
    resetAllStores();
    queryClient.clear();
    sessionStorage.removeItem(SESSION_STATE_KEY);
  },
}));

useSessionStore.subscribe((state) => persist(state));

registerStoreReset(() => useSessionStore.setState({ ...blank(), lockedFlows: [] }));

/** The access token, if a session holds one. */
export function accessToken(): string | undefined {
  return useSessionStore.getState().tokens?.accessToken;
}
