/**
 * Session slice (spec §3 Session state). The Identity issue fills it on sign-in; the app shell reads
 * it for guards, the menu and the request headers. `signOut()` clears every registered store, the
 * query cache and the locked flows (spec §4 Session).
 */
import { create } from 'zustand';
import type { BrandCode } from '@lender/domain';
import { queryClient } from '../query/query-client';
import { clearLockedFlows, lockFlow, readLockedFlows, unlockFlow } from './locked-flows';
import { registerStoreReset, resetAllStores } from './store-reset';

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

export interface SessionData {
  authenticated: boolean;
  user?: SessionUser;
  tokens?: SessionTokens;
  brands: BrandCode[];
  customerIds: { nls?: string; tlxe?: string };
  isReferralUser: boolean;
  referralEligible: boolean;
  unviewedOffers: number;
  lockedFlows: string[];
}

interface SessionStore extends SessionData {
  update: (patch: Partial<SessionData>) => void;
  lockFlow: (flow: string) => void;
  unlockFlow: (flow: string) => void;
  signOut: () => void;
}

function initial(): SessionData {
  return {
    authenticated: false,
    user: undefined,
    tokens: undefined,
    brands: [],
    customerIds: {},
    isReferralUser: false,
    referralEligible: false,
    unviewedOffers: 0,
    lockedFlows: typeof sessionStorage === 'undefined' ? [] : readLockedFlows(),
  };
}

export const useSessionStore = create<SessionStore>((set) => ({
  ...initial(),
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
    resetAllStores();
    queryClient.clear();
  },
}));

registerStoreReset(() => useSessionStore.setState({ ...initial(), lockedFlows: [] }));

/** The access token, if a session holds one. */
export function accessToken(): string | undefined {
  return useSessionStore.getState().tokens?.accessToken;
}
