/**
 * Referral payout slice (spec §3 Referral state, Payout): the card the hosted form took for this
 * cash-out (never a full number: its last 4, type and the form's transactionUuid) and the result
 * of the last cash-out for the success screen. Kept in sessionStorage so a reload keeps the flow;
 * sign-out clears it.
 */
import { create } from 'zustand';
import { registerStoreReset } from '../../shared/session/store-reset';

export interface PayoutCard {
  transactionUuid: string;
  /** last 4 digits */
  cardNumber: string;
  cardType: string;
  firstName: string;
  lastName: string;
}

export interface CashOutResult {
  amountCents: number;
  cardNumber: string;
  cardType: string;
  /** the cash-out's confirmation number (RWD…), never the processor's id */
  confirmationNumber: string | null;
}

interface ReferralData {
  payoutCard: PayoutCard | null;
  result: CashOutResult | null;
}

interface ReferralStore extends ReferralData {
  setPayoutCard: (card: PayoutCard | null) => void;
  setResult: (result: CashOutResult | null) => void;
}

export const REFERRAL_STORAGE_KEY = 'referral.payout';
const empty = (): ReferralData => ({ payoutCard: null, result: null });

function restored(): ReferralData {
  if (typeof sessionStorage === 'undefined') return empty();
  try {
    return {
      ...empty(),
      ...(JSON.parse(
        sessionStorage.getItem(REFERRAL_STORAGE_KEY) ?? '{}',
      ) as Partial<ReferralData>),
    };
  } catch {
    return empty();
  }
}

export const useReferralStore = create<ReferralStore>((set) => ({
  ...restored(),
  setPayoutCard: (payoutCard) => set({ payoutCard }),
  setResult: (result) => set({ result }),
}));

useReferralStore.subscribe(({ payoutCard, result }) => {
  if (typeof sessionStorage === 'undefined') return;
  sessionStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ payoutCard, result }));
});

registerStoreReset(() => {
  useReferralStore.setState(empty());
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(REFERRAL_STORAGE_KEY);
});
