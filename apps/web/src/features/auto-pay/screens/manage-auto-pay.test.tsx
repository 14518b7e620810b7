/**
 * The loan's own auto-pay (decision 056): the spec's auto-pay screens with no renewal in progress — enrol with the
 * spec's confirmation, change card, leave after asking, skipAutoPayConfirm enrols at once, a refusal and a declined
 * auto-payment said in words; loading and error states; axe in both languages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TAutoPay } from '@lender/contract';
import { cardsResponse, mastercard4444, visa1111 } from '../../../shared/cards/cards.test-data';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { expectAccessibleInBothLanguages } from '../../../test/axe';
import { A1_ID, loanDetail } from '../../../test/loan-fixtures';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import {
  configSettings,
  renderRenewalScreen,
  renewalPath,
  startRenewal,
} from '../../../test/renewal';
import { currentPath, MASTERCARD_CHOSEN } from './auto-pay-test-kit';
import AutoPayConfirm from './AutoPayConfirm';
import AutoPayUpdatePaymentMethod from './AutoPayUpdatePaymentMethod';

const off: TAutoPay = {
  loanId: A1_ID,
  enrolled: false,
  method: null,
  methodId: null,
  methodCardType: null,
  methodDisplayNumber: null,
  methodExpirationMonth: null,
  methodExpirationYear: null,
  canAutoPay: true,
  refusal: null,
  nextCharge: { dueDate: '2026-12-12', amountCents: 21_540 },
  lastCharge: null,
};
const on: TAutoPay = {
  ...off,
  enrolled: true,
  method: 'card',
  methodId: 'card-1',
  methodCardType: 'visa',
  methodDisplayNumber: '1111',
  methodExpirationMonth: 12,
  methodExpirationYear: 2030,
};

type Handlers = Parameters<typeof mockApi>[0];
function api(autoPay: TAutoPay, overrides: Handlers = {}) {
  const puts: unknown[] = [];
  let current = autoPay;
  const fetchMock = mockApi({
    'GET /configsettings': () => configSettings(),
    'GET /accountdetail': () => jsonResponse(loanDetail()),
    'GET /cards': () => jsonResponse(cardsResponse([visa1111, mastercard4444])),
    'GET /autoPay': () => jsonResponse(current),
    'PUT /autoPay': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { enrolled: boolean };
      puts.push(body);
      current = body.enrolled ? { ...on, methodDisplayNumber: '4444' } : off;
      return jsonResponse(current);
    },
    ...overrides,
  });
  return { fetchMock, puts };
}

beforeEach(async () => {
  await i18next.changeLanguage('en');
  // signed in, with no renewal in progress
  startRenewal();
  usePaymentStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('AutoPayConfirm for the loan itself', () => {
  it('off: says so, and leads to choosing a card', async () => {
    api(off);
    renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm');
    expect(await screen.findByRole('heading', { name: 'Auto-pay is off' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up auto-pay' })).toHaveAttribute(
      'href',
      renewalPath('AutoPayUpdatePaymentMethod'),
    );
    await expectAccessibleInBothLanguages();
  });

  it('with a chosen card asks the confirmation, and Yes enrols the loan with it', async () => {
    const { puts } = api(off);
    renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm', { state: MASTERCARD_CHOSEN });
    const yes = await screen.findByRole('button', { name: 'Yes, pay automatically' });
    expect(
      screen.getByRole('heading', {
        name: 'Pay loan 10001-001 automatically on each due date with card ••4444?',
      }),
    ).toBeInTheDocument();
    await expectAccessibleInBothLanguages();
    await userEvent.click(yes);
    expect(await screen.findByRole('status')).toHaveTextContent('Auto-pay is on.');
    expect(puts).toEqual([
      {
        loanId: A1_ID,
        enrolled: true,
        paymentCardToken: 'tok_mc_4444',
        paymentCardIds: [{ type: 'tlxe', id: 'C-4444' }],
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Auto-pay is on with card •••• 4444' }),
    ).toBeInTheDocument();
  });

  it('on: the next payment, change card, and leaving after asking', async () => {
    const { puts } = api(on);
    renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm');
    expect(
      await screen.findByRole('heading', { name: 'Auto-pay is on with card •••• 1111' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Next automatic payment: $215.40 on 12/12/2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change card' })).toHaveAttribute(
      'href',
      renewalPath('AutoPayUpdatePaymentMethod'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Turn off auto-pay' }));
    expect(screen.getByRole('heading', { name: 'Turn off auto-pay?' })).toBeInTheDocument();
    await expectAccessibleInBothLanguages();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, turn off auto-pay' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Auto-pay is off.');
    expect(puts).toEqual([{ loanId: A1_ID, enrolled: false }]);
  });

  it('says an automatic payment that did not go through, as an alert', async () => {
    api({
      ...on,
      lastCharge: {
        dueDate: '2026-11-12',
        status: 'failed',
        amountCents: 21_540,
        cardLast4: '1111',
        reason: 'Card declined',
      },
    });
    renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your automatic payment of $215.40 due 11/12/2026 with card •••• 1111 did not go through.',
    );
  });

  it('a loan that may not be enrolled says why, with no way to set it up', async () => {
    api({
      ...off,
      canAutoPay: false,
      refusal: { code: 'autoPay.loanNotServiced', params: {} },
      nextCharge: null,
    });
    renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm');
    expect(
      await screen.findByText('This loan cannot be paid by auto-pay. Please call your store.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up auto-pay' })).not.toBeInTheDocument();
  });

  it('a refused enrolment says the rule in words; a failed read offers a retry', async () => {
    api(off, {
      'PUT /autoPay': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'x',
            errorCode: 'autoPay.cardExpiresBeforeDueDate',
          },
          400,
        ),
    });
    renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm', { state: MASTERCARD_CHOSEN });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, pay automatically' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This card expires before your next due date',
    );
  });

  it('a failed read says so and retries', async () => {
    let calls = 0;
    api(off, {
      'GET /autoPay': () =>
        ++calls <= 1
          ? jsonResponse({ statusCode: 500, error: 'x', message: 'down' }, 500)
          : jsonResponse(off),
    });
    renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your auto-pay.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Auto-pay is off' })).toBeInTheDocument();
  });
});

describe('AutoPayUpdatePaymentMethod for the loan itself', () => {
  it('hands the chosen card back to the confirmation', async () => {
    const { puts } = api(off);
    renderRenewalScreen(<AutoPayUpdatePaymentMethod />, 'AutoPayUpdatePaymentMethod');
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Mastercard credit ending in 4444' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use this card' }));
    expect(await currentPath()).toBe(renewalPath('AutoPayConfirm'));
    expect(puts).toEqual([]);
  });

  it('enrols at once when the loan skips the confirmation (skipAutoPayConfirm)', async () => {
    const { puts } = api(off, {
      'GET /accountdetail': () =>
        jsonResponse(
          loanDetail({
            validations: { ...loanDetail().validations, skipAutoPayConfirm: true },
          }),
        ),
    });
    renderRenewalScreen(<AutoPayUpdatePaymentMethod />, 'AutoPayUpdatePaymentMethod');
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Mastercard credit ending in 4444' }),
    );
    // the choice waits for the loan's validations
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Use this card' })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use this card' }));
    expect(await currentPath()).toBe(renewalPath('AutoPayConfirm'));
    expect(puts).toMatchObject([{ enrolled: true, paymentCardToken: 'tok_mc_4444' }]);
  });
});
