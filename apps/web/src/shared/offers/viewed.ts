/**
 * Viewed offers (spec §3 Offer: "viewed offer ids are kept in local storage"), per customer on this device: the
 * keys of the offers the person opened. A small store so the menu badge follows at once.
 */
import { create } from 'zustand';
import { markOfferViewed, parseViewedOfferKeys } from '@lender/domain';

const storageKey = (customerId: string) => `offers.viewed.${customerId}`;

function read(customerId: string): number[] {
  try {
    return parseViewedOfferKeys(JSON.parse(localStorage.getItem(storageKey(customerId)) ?? '[]'));
  } catch {
    return [];
  }
}

interface ViewedOffersState {
  /** customer id → viewed offer keys, as read from or written to local storage */
  byCustomer: Record<string, number[]>;
  viewedOf(customerId: string): number[];
  markViewed(customerId: string, offerKey: number): void;
}

export const useViewedOffersStore = create<ViewedOffersState>((set, get) => ({
  byCustomer: {},
  viewedOf: (customerId) => get().byCustomer[customerId] ?? read(customerId),
  markViewed: (customerId, offerKey) => {
    const next = markOfferViewed(get().viewedOf(customerId), offerKey);
    try {
      localStorage.setItem(storageKey(customerId), JSON.stringify(next));
    } catch {
      // storage full or blocked: the badge still clears for this visit
    }
    set((state) => ({ byCustomer: { ...state.byCustomer, [customerId]: next } }));
  },
}));
