/**
 * Payment state slice (spec §3 Payment state). The payments feature fills it in; the app shell
 * only needs `clear()` (choosing a menu page clears payment data, spec §2 Side menu; sign-out
 * resets every store).
 *
 * It persists to sessionStorage, debounced STATE_SAVE_DEBOUNCE_MS (spec §9), so a reload keeps the
 * flow. Card data: only the last 4 digits are ever kept (spec §5), and the CVV is never written:
 * `cvv` lives in memory only and `cardNumber` is cut to its last 4 digits on every update.
 */
import { create } from 'zustand';
import type { TCardId, TPaymentConfirmation } from '@lender/contract';
import { STATE_SAVE_DEBOUNCE_MS, cardLastFour } from '@lender/domain';
import { registerStoreReset } from './store-reset';

/** 'settlement': the rest of a signed settlement (decision 045) */
export type PaymentAmountChoice = 'minimum' | 'payoff' | 'reinstate' | 'settlement' | 'other';

/** The payer's receipt contact (guest payers and co-signers give one on CustomerDetails). */
export interface PaymentContact {
  email?: string;
  /** 10 digits */
  phoneNumber?: string;
}

export interface PaymentData {
  // core
  loanId?: string;
  lmsId?: string;
  brand?: string;
  /** integer cents */
  paymentAmount?: number;
  paymentAmountType?: 'onlineProduct' | 'other';
  amountChoice?: PaymentAmountChoice;
  /** the text of the 'other' currency input, as typed (sanitized) */
  otherAmountText?: string;
  paymentType?: number;
  isPayoff?: boolean;
  isPartial?: boolean;
  /** the idempotency key of the current submit: a resubmit reuses it (one charge) */
  idempotencyKey?: string;
  /** the messageKey POST /payment answered; GET /payment?key= polls it */
  paymentKey?: string;
  /** ms since epoch of the accepted submit (the processing timeout counts from it) */
  submittedAt?: number;
  pending: boolean;
  result?: TPaymentConfirmation;
  // card and payer
  paymentCardToken?: string;
  paymentCardIds?: TCardId[];
  cardHolderName?: string;
  /** last 4 digits only */
  cardNumber?: string;
  cardType?: string;
  /** in memory only: never persisted */
  cvv?: string;
  expirationMonth?: number;
  expirationYear?: number;
  guestCard?: boolean;
  saveGuestCard?: boolean;
  guestPayment?: boolean;
  // alternate party
  isAlternatesTurn?: boolean;
  alternateProfileId?: string;
  alternateDiscAcknowledge?: boolean;
  alternateContact?: PaymentContact;
  /** the alternate-party lock was taken for this payment (released after it) */
  alternateLockTaken?: boolean;
  /** the co-signer passed the code step for this loan */
  alternateVerified?: boolean;
  /** where the co-signer's code went (masked, as the server gave it) */
  verificationDestination?: string;
  // refinance (spec §3 Payment state: refinance, ancillary products, auto-pay; decision 026)
  /** this payment is a renewal: the rest of the loan becomes a new loan */
  isRefi?: boolean;
  /** the signed refinance disclosure's envelope, for this loan and amount */
  disclosureEnvelopeId?: string;
  /** the ancillary products chosen (AncillaryProducts), and that the borrower confirmed them (AncillaryProductsConfirm) */
  ancillaryProductIds?: string[];
  ancillaryConfirmed?: boolean;
  /** AutoPayConfirm's answer: enrol the new loan, with this card (the paying card unless another was chosen) */
  autoPay?: {
    enrolled: boolean;
    cardToken?: string;
    cardIds?: TCardId[];
    cardNumber?: string;
    cardType?: string;
  };
  /** the restricted-state consent was recorded for this loan (POST /refiallowedstatus) */
  refiConsented?: boolean;
  /** the renewal's cash back (decision 057): the amount and the debit card it is pushed to */
  cashOut?: {
    cents: number;
    cardIds: TCardId[];
    cardNumber: string;
    cardType?: string;
  };
  // dates
  nextBusinessDate?: string;
  storePhoneNumber?: string;
}

export const PAYMENT_STORAGE_KEY = 'payment.state';
const NEVER_STORED: readonly (keyof PaymentData)[] = ['cvv'];

const empty = (): PaymentData => ({ pending: false });

interface PaymentStore extends PaymentData {
  update: (patch: Partial<PaymentData>) => void;
  clear: () => void;
}

/** What may be written to storage: no CVV, and a card number only as its last 4 digits. */
export function storablePaymentState(state: PaymentData): Partial<PaymentData> {
  const stored: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (typeof value === 'function' || NEVER_STORED.includes(key as keyof PaymentData)) continue;
    stored[key] = value;
  }
  if (typeof state.cardNumber === 'string') stored.cardNumber = cardLastFour(state.cardNumber);
  return stored as Partial<PaymentData>;
}

function restored(): PaymentData {
  if (typeof sessionStorage === 'undefined') return empty();
  try {
    const saved = JSON.parse(
      sessionStorage.getItem(PAYMENT_STORAGE_KEY) ?? '{}',
    ) as Partial<PaymentData>;
    return { ...empty(), ...storablePaymentState({ ...empty(), ...saved }) };
  } catch {
    sessionStorage.removeItem(PAYMENT_STORAGE_KEY);
    return empty();
  }
}

const sanitize = (patch: Partial<PaymentData>): Partial<PaymentData> =>
  typeof patch.cardNumber === 'string'
    ? { ...patch, cardNumber: cardLastFour(patch.cardNumber) }
    : patch;

export const usePaymentStore = create<PaymentStore>((set, get) => ({
  ...restored(),
  update: (patch) => set(sanitize(patch)),
  clear: () => {
    const cleared = Object.fromEntries(
      Object.keys(get())
        .filter((key) => key !== 'update' && key !== 'clear')
        .map((key) => [key, undefined]),
    );
    set({ ...cleared, ...empty() });
    cancelSave();
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(PAYMENT_STORAGE_KEY);
  },
}));

let saveTimer: ReturnType<typeof setTimeout> | undefined;
function cancelSave(): void {
  if (saveTimer !== undefined) clearTimeout(saveTimer);
  saveTimer = undefined;
}

function saveNow(): void {
  cancelSave();
  if (typeof sessionStorage === 'undefined') return;
  const state = storablePaymentState(usePaymentStore.getState());
  sessionStorage.setItem(PAYMENT_STORAGE_KEY, JSON.stringify(state));
}

function scheduleSave(): void {
  cancelSave();
  saveTimer = setTimeout(saveNow, STATE_SAVE_DEBOUNCE_MS);
}

// a reload or a tab closed within the debounce still keeps the last change (a choice made just before a reload)
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (saveTimer !== undefined) saveNow();
  });
}

usePaymentStore.subscribe((state, previous) => {
  if (state !== previous) scheduleSave();
});

registerStoreReset(() => usePaymentStore.getState().clear());
