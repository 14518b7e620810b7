/**
 * The draw in progress (spec §3 Payment state, Disbursement: amount and disburse card): the loan it is
 * for, the card chosen to receive the cash (never a full number: ids, last 4, type), the amount in
 * cents, the messageKey of the started draw and the confirmation for the last screen. Kept in
 * sessionStorage so a reload keeps the flow; sign-out clears it.
 */
import { create } from 'zustand';
import type { TCardId, TDrawConfirmation, TPaymentCard } from '@lender/contract';
import { registerStoreReset } from '../../shared/session/store-reset';

export interface DisburseCard {
  cardIds: TCardId[];
  /** last 4 digits */
  cardNumber: string;
  cardType: string;
  canDisburse: boolean;
}

/** What the flow keeps of a card of GET /cards (or of the one the hosted form just saved). */
export const toDisburseCard = (card: TPaymentCard): DisburseCard => ({
  cardIds: card.cardIds,
  cardNumber: card.cardNumber,
  cardType: card.cardType,
  canDisburse: card.canDisburse,
});

interface FundsData {
  loanId: string | null;
  card: DisburseCard | null;
  amountCents: number | null;
  messageKey: string | null;
  confirmation: TDrawConfirmation | null;
}

interface FundsStore extends FundsData {
  /** starts the flow for a loan: a draw of another loan is forgotten */
  forLoan: (loanId: string) => void;
  setCard: (card: DisburseCard | null) => void;
  setAmount: (amountCents: number | null) => void;
  setMessageKey: (messageKey: string | null) => void;
  /** the draw posted: its confirmation is kept, the amount and key are done with */
  setConfirmation: (confirmation: TDrawConfirmation) => void;
}

export const FUNDS_STORAGE_KEY = 'funds.draw';
const empty = (): FundsData => ({
  loanId: null,
  card: null,
  amountCents: null,
  messageKey: null,
  confirmation: null,
});

function restored(): FundsData {
  if (typeof sessionStorage === 'undefined') return empty();
  try {
    return {
      ...empty(),
      ...(JSON.parse(sessionStorage.getItem(FUNDS_STORAGE_KEY) ?? '{}') as Partial<FundsData>),
    };
  } catch {
    return empty();
  }
}

export const useFundsStore = create<FundsStore>((set, get) => ({
  ...restored(),
  forLoan: (loanId) => {
    if (get().loanId !== loanId) set({ ...empty(), loanId });
  },
  setCard: (card) => set({ card }),
  setAmount: (amountCents) => set({ amountCents }),
  setMessageKey: (messageKey) => set({ messageKey }),
  setConfirmation: (confirmation) => set({ confirmation, amountCents: null, messageKey: null }),
}));

useFundsStore.subscribe(({ loanId, card, amountCents, messageKey, confirmation }) => {
  if (typeof sessionStorage === 'undefined') return;
  sessionStorage.setItem(
    FUNDS_STORAGE_KEY,
    JSON.stringify({ loanId, card, amountCents, messageKey, confirmation }),
  );
});

export const resetFundsStore = (): void => {
  useFundsStore.setState(empty());
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(FUNDS_STORAGE_KEY);
};

registerStoreReset(resetFundsStore);
