/**
 * What one identity flow carries from screen to screen (register/verify, forgot password, trusted
 * device, update user): the username or new alias, where the last code went, the code the user
 * typed (kept only until the password is reset), the remember-me choice and a notice for Login.
 * Kept in sessionStorage so a reload stays in the flow; cleared with every store on sign-out.
 */
import { create } from 'zustand';
import type { TCodeDelivery } from '@lender/contract';
import { registerStoreReset } from '../../shared/session/store-reset';

export interface AuthFlowData {
  username?: string;
  delivery?: TCodeDelivery;
  code?: string;
  rememberMe: boolean;
  /** the new email or phone of the UpdateUser flow */
  newAlias?: string;
  /** failed sign-ins in a row (spec §9 wrongPasswordRedirectCount) */
  wrongPasswords: number;
}

interface AuthFlowStore extends AuthFlowData {
  update: (patch: Partial<AuthFlowData>) => void;
  reset: () => void;
}

const KEY = 'auth.flow';
const blank = (): AuthFlowData => ({ rememberMe: false, wrongPasswords: 0 });

function restored(): AuthFlowData {
  try {
    const { code: _code, ...saved } = JSON.parse(
      sessionStorage.getItem(KEY) ?? '{}',
    ) as AuthFlowData;
    return { ...blank(), ...saved };
  } catch {
    return blank();
  }
}

export const useAuthFlow = create<AuthFlowStore>((set) => ({
  ...restored(),
  update: (patch) => set(patch),
  reset: () =>
    set({
      ...blank(),
      username: undefined,
      delivery: undefined,
      code: undefined,
      newAlias: undefined,
    }),
}));

useAuthFlow.subscribe(({ code: _code, update: _u, reset: _r, ...state }) => {
  sessionStorage.setItem(KEY, JSON.stringify(state));
});

registerStoreReset(() => useAuthFlow.getState().reset());
