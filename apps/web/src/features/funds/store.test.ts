import { beforeEach, describe, expect, it } from 'vitest';
import { resetAllStores } from '../../shared/session/store-reset';
import { FUNDS_STORAGE_KEY, resetFundsStore, useFundsStore } from './store';

const card = {
  cardIds: [{ type: 'tlxe', id: 'C-1111' }],
  cardNumber: '1111',
  cardType: 'visa',
  canDisburse: true,
};

beforeEach(() => resetFundsStore());

describe('funds store', () => {
  it('keeps the flow in sessionStorage, and forgets another loan’s draw', () => {
    useFundsStore.getState().forLoan('loan-1');
    useFundsStore.getState().setCard(card);
    useFundsStore.getState().setAmount(25000);
    useFundsStore.getState().setMessageKey('draw-1');
    expect(JSON.parse(sessionStorage.getItem(FUNDS_STORAGE_KEY) ?? '{}')).toMatchObject({
      loanId: 'loan-1',
      card,
      amountCents: 25000,
      messageKey: 'draw-1',
    });
    useFundsStore.getState().forLoan('loan-1');
    expect(useFundsStore.getState().amountCents).toBe(25000);
    useFundsStore.getState().forLoan('loan-2');
    expect(useFundsStore.getState()).toMatchObject({
      loanId: 'loan-2',
      card: null,
      amountCents: null,
      messageKey: null,
    });
  });

  it('is cleared on sign-out', () => {
    useFundsStore.getState().forLoan('loan-1');
    useFundsStore.getState().setCard(card);
    resetAllStores();
    expect(useFundsStore.getState()).toMatchObject({ loanId: null, card: null });
    expect(sessionStorage.getItem(FUNDS_STORAGE_KEY)).toBeNull();
  });
});
