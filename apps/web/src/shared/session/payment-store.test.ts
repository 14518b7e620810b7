import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { STATE_SAVE_DEBOUNCE_MS } from '@lender/domain';
import { PAYMENT_STORAGE_KEY, storablePaymentState, usePaymentStore } from './payment-store';
import { resetAllStores } from './store-reset';

const saved = () => sessionStorage.getItem(PAYMENT_STORAGE_KEY);

beforeEach(() => {
  vi.useFakeTimers();
  usePaymentStore.getState().clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('payment slice persistence (spec §9 debounced 500 ms; spec §5 last 4 only)', () => {
  it('writes to sessionStorage only after the debounce, once for a burst of updates', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    usePaymentStore.getState().update({ loanId: 'L1' });
    usePaymentStore.getState().update({ paymentAmount: 5000 });
    vi.advanceTimersByTime(STATE_SAVE_DEBOUNCE_MS - 1);
    expect(saved()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(JSON.parse(saved() ?? '{}')).toMatchObject({
      loanId: 'L1',
      paymentAmount: 5000,
      pending: false,
    });
    expect(setItem.mock.calls.filter(([key]) => key === PAYMENT_STORAGE_KEY)).toHaveLength(1);
    setItem.mockRestore();
  });

  it('a reload within the debounce keeps the last change: the page being hidden writes it at once', () => {
    usePaymentStore.getState().update({ loanId: 'L1', ancillaryProductIds: ['paymentProtection'] });
    expect(saved()).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(saved() ?? '{}')).toMatchObject({
      loanId: 'L1',
      ancillaryProductIds: ['paymentProtection'],
    });
    // nothing pending: hiding the page again writes nothing new, and a cleared slice stays cleared
    usePaymentStore.getState().clear();
    window.dispatchEvent(new Event('pagehide'));
    expect(saved()).toBeNull();
  });

  it('keeps only the last 4 digits of a card number and never writes the CVV', () => {
    usePaymentStore
      .getState()
      .update({ cardNumber: '4111 1111 1111 1111', cvv: '737', cardHolderName: 'Ana Rivera' });
    expect(usePaymentStore.getState().cardNumber).toBe('1111');
    expect(usePaymentStore.getState().cvv).toBe('737');
    vi.advanceTimersByTime(STATE_SAVE_DEBOUNCE_MS);
    const text = saved() ?? '';
    expect(JSON.parse(text)).toMatchObject({ cardNumber: '1111', cardHolderName: 'Ana Rivera' });
    expect(text).not.toContain('4111');
    expect(text).not.toContain('737');
    expect(text).not.toContain('cvv');
  });

  it('property: whatever card number and CVV are set, storage holds neither in full', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{13,19}$/),
        fc.stringMatching(/^\d{3,4}$/),
        (cardNumber, cvv) => {
          const stored = JSON.stringify(storablePaymentState({ pending: false, cardNumber, cvv }));
          expect(stored).not.toContain(cardNumber);
          // the last four are kept; a CVV may equal them (["0000000004838", "4838"]), so it is looked for elsewhere
          const { cardNumber: lastFour, ...rest } = JSON.parse(stored) as Record<string, unknown>;
          expect(lastFour).toBe(cardNumber.slice(-4));
          expect(JSON.stringify(rest)).not.toContain(cvv);
        },
      ),
    );
  });

  it('clear() empties the slice and the stored copy at once (menu choice, sign-out)', () => {
    usePaymentStore.getState().update({
      loanId: 'L1',
      paymentAmount: 5000,
      paymentKey: 'k',
      pending: true,
      cardNumber: '4444',
    });
    vi.advanceTimersByTime(STATE_SAVE_DEBOUNCE_MS);
    expect(saved()).not.toBeNull();
    usePaymentStore.getState().clear();
    const state = usePaymentStore.getState();
    expect([state.loanId, state.paymentAmount, state.paymentKey, state.cardNumber]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(state.pending).toBe(false);
    expect(saved()).toBeNull();
    vi.advanceTimersByTime(STATE_SAVE_DEBOUNCE_MS);
    expect(saved()).toBeNull();
  });

  it('sign-out (every store reset) clears the slice', () => {
    usePaymentStore.getState().update({ loanId: 'L2', guestPayment: true });
    resetAllStores();
    expect(usePaymentStore.getState().loanId).toBeUndefined();
    expect(usePaymentStore.getState().guestPayment).toBeUndefined();
  });
});
