/** The auto-pay screens' tests' shared parts: where the screen led, and the renewal's card choice of Mastercard ••4444. */
import { screen } from '@testing-library/react';

/** the path the test router shows (render-screen's current-path) */
export const currentPath = async () => (await screen.findByTestId('current-path')).textContent;

/** the payment store's auto-pay card once Mastercard ••4444 is chosen */
export const MASTERCARD_CHOSEN = {
  autoPayCard: {
    cardToken: 'tok_mc_4444',
    cardIds: [{ type: 'tlxe', id: 'C-4444' }],
    cardNumber: '4444',
    cardType: 'mastercard',
  },
};
