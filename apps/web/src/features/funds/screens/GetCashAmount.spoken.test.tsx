/**
 * Get cash with the credit-limit dialog, as a screen reader says it (issue 52, decision 061): the dialog's name and
 * what changed, its way out, and nothing behind it while it is open.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { AT_THE_STORE, restoreGeolocation, stubGeolocation } from '../../../test/geolocation';
import { expectSpokenInOrder, hearScreen } from '../../../test/screen-reader';
import { fundsApi, riskInfo } from '../test/fixtures';
import { renderFundsScreen } from '../test/render';
import { resetFundsStore } from '../store';
import GetCashAmount from './GetCashAmount';

beforeEach(() => {
  stubGeolocation({ permission: 'granted', answer: AT_THE_STORE });
  resetFundsStore();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  restoreGeolocation();
  await i18next.changeLanguage('en');
});

describe.each([
  {
    language: 'en',
    ok: 'OK, got it',
    dialog: [
      'dialog, Your credit limit has changed, Your credit limit is now $5,000.00. It was $4,000.00. Your available credit follows the new limit. Call your store with any questions., modal',
      'heading, Your credit limit has changed, level 2',
      'button, OK, got it',
      /^end of dialog, Your credit limit has changed/,
    ],
    screen: [
      'heading, Get cash, level 1',
      'How much would you like from line of credit 10003-001?',
      'region, Available credit',
      '$2,000.00',
      'textbox, Amount, From $1.00 to $2,000.00',
      'region, Send to',
      'link, Change card',
      'button, Continue',
    ],
  },
  {
    language: 'es',
    ok: 'Entendido',
    dialog: [
      /^dialog, Su límite de crédito cambió, .*\$5,000\.00.*\$4,000\.00.*, modal$/,
      'heading, Su límite de crédito cambió, level 2',
      /^button, /,
      /^end of dialog, Su límite de crédito cambió/,
    ],
    screen: [/^heading, Obtener efectivo, level 1$/, /^textbox, /, /^button, Continuar$/],
  },
])('Get cash heard in $language', ({ language, ok, dialog, screen: said }) => {
  it('the dialog first, then its way out leads back to the form', async () => {
    await i18next.changeLanguage(language);
    fundsApi({
      'GET /riskInfo': {
        body: riskInfo({
          creditLimitChanged: true,
          dialog: 'creditLimitChanged',
          previousCreditLimitCents: 400000,
        }),
      },
      'POST /riskInfo/acknowledge': { body: riskInfo() },
    });
    renderFundsScreen(<GetCashAmount />, 'GetCashAmount');
    await screen.findByRole('dialog');
    const inDialog = await hearScreen();
    expectSpokenInOrder(inDialog, dialog);
    await userEvent.click(screen.getByRole('button', { name: ok }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expectSpokenInOrder(await hearScreen(), said);
  });
});
