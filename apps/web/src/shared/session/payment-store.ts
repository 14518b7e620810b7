/**
 * Payment state slice (spec §3 Payment state). The payments feature fills it in; the app shell
 * only needs `clear()` (choosing a menu page clears payment data, spec §2 Side menu).
 */
import { create } from 'zustand';
import { registerStoreReset } from './store-reset';

export interface PaymentData {
  loanId?: string;
  brand?: string;
  paymentAmount?: number;
  paymentKey?: string;
  pending: boolean;
}

const empty: PaymentData = { pending: false };

interface PaymentStore extends PaymentData {
  update: (patch: Partial<PaymentData>) => void;
  clear: () => void;
}

export const usePaymentStore = create<PaymentStore>((set) => ({
  ...empty,
  update: (patch) => set(patch),
  clear: () =>
    set({
      loanId: undefined,
      brand: undefined,
      paymentAmount: undefined,
      paymentKey: undefined,
      pending: false,
    }),
}));

registerStoreReset(() => usePaymentStore.getState().clear());
