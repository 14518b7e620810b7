import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { CARD_FORM_MESSAGE } from '@lender/contract';
import {
  FORM_UUID,
  cardsResponse,
  expiredVisa,
  formKey,
  mastercard4444,
  visa1111,
} from '../../../shared/cards/cards.test-data';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { expectAccessibleInBothLanguages } from '../../../test/axe';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import {
  configSettings,
  renderRenewalScreen,
  renewalPath,
  startRenewal,
} from '../../../test/renewal';
import AutoPayAddMethod from './AutoPayAddMethod';
import { currentPath, MASTERCARD_CHOSEN } from './auto-pay-test-kit';
import AutoPayConfirm from './AutoPayConfirm';
import AutoPayUpdatePaymentMethod from './AutoPayUpdatePaymentMethod';

type Handlers = Parameters<typeof mockApi>[0];
const api = (overrides: Handlers = {}) =>
  mockApi({
    'GET /configsettings': () => configSettings(),
    'GET /cards': () => jsonResponse(cardsResponse([visa1111, mastercard4444, expiredVisa])),
    'GET /cardFormKey': () => jsonResponse(formKey()),
    'POST /cards': () =>
      jsonResponse({
        card: {
          ...mastercard4444,
          cardToken: 'tok_mc_9999',
          cardIds: [{ type: 'tlxe', id: 'C-9999' }],
          cardNumber: '9999',
          newCard: true,
        },
      }),
    ...overrides,
  });

beforeEach(async () => {
  await i18next.changeLanguage('en');
  startRenewal({
    disclosureEnvelopeId: 'e0000000-0000-4000-8000-000000000001',
    ancillaryProductIds: [],
    ancillaryConfirmed: true,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('AutoPayConfirm', () => {
  it('asks about the paying card; Yes enrols the new loan with it and goes on to the payment', async () => {
    api();
    renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm');
    expect(
      screen.getByRole('heading', {
        name: 'Pay your new loan automatically on its due date with card ••1111?',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, pay automatically' }));
    expect(await currentPath()).toBe(renewalPath('PaymentProcessing'));
    expect(usePaymentStore.getState().autoPay).toEqual({
      enrolled: true,
      cardToken: 'tok_visa_1111_abcdef',
      cardIds: [{ type: 'TLXe', id: 'card-1' }],
      cardNumber: '1111',
      cardType: 'visa',
    });
  });

  it('No thanks leaves the new loan without auto-pay', async () => {
    api();
    renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm');
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(await currentPath()).toBe(renewalPath('PaymentProcessing'));
    expect(usePaymentStore.getState().autoPay).toEqual({ enrolled: false });
  });

  it('with another card handed back, asks about that one and enrols with it', async () => {
    api();
    renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm', { state: MASTERCARD_CHOSEN });
    expect(
      screen.getByRole('heading', {
        name: 'Pay your new loan automatically on its due date with card ••4444?',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, pay automatically' }));
    expect(usePaymentStore.getState().autoPay).toMatchObject({
      enrolled: true,
      cardToken: 'tok_mc_4444',
      cardNumber: '4444',
      cardType: 'mastercard',
    });
  });

  it('"Use another card" opens the card list; a guest card not kept cannot be used, so only another card or no', async () => {
    api();
    const { unmount } = renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm');
    expect(screen.getByRole('link', { name: 'Use another card' })).toHaveAttribute(
      'href',
      renewalPath('AutoPayUpdatePaymentMethod'),
    );
    unmount();
    startRenewal({ guestCard: true, saveGuestCard: false });
    renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm');
    expect(
      screen.getByRole('heading', { name: 'Pay your new loan automatically on its due date?' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Yes, pay automatically' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/not saved, so choose a saved card/)).toBeInTheDocument();
  });

  it('has no serious accessibility violation in English or Spanish', async () => {
    api();
    renderRenewalScreen(<AutoPayConfirm />, 'AutoPayConfirm');
    await expectAccessibleInBothLanguages();
  });
});

describe('AutoPayUpdatePaymentMethod', () => {
  it('lists debit and credit cards with the expired one not choosable, and hands the chosen card back to AutoPayConfirm', async () => {
    api();
    renderRenewalScreen(<AutoPayUpdatePaymentMethod />, 'AutoPayUpdatePaymentMethod');
    const credit = await screen.findByRole('radio', { name: 'Mastercard credit ending in 4444' });
    expect(screen.getByRole('radio', { name: 'Visa debit ending in 0002' })).toBeDisabled();
    await userEvent.click(credit);
    await userEvent.click(screen.getByRole('button', { name: 'Use this card' }));
    expect(await currentPath()).toBe(renewalPath('AutoPayConfirm'));
    // the slice keeps only AutoPayConfirm's answer
    expect(usePaymentStore.getState().autoPay).toBeUndefined();
  });

  it('"Add a card" opens AutoPayAddMethod; the list’s error offers a retry', async () => {
    let calls = 0;
    api({
      'GET /cards': () =>
        ++calls <= 2
          ? jsonResponse({ statusCode: 500, error: 'x', message: 'down' }, 500)
          : jsonResponse(cardsResponse([visa1111])),
    });
    renderRenewalScreen(<AutoPayUpdatePaymentMethod />, 'AutoPayUpdatePaymentMethod');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get card information');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('radio', { name: 'Visa debit ending in 1111' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      renewalPath('AutoPayAddMethod'),
    );
  });

  it('has no serious accessibility violation in English or Spanish', async () => {
    api();
    renderRenewalScreen(<AutoPayUpdatePaymentMethod />, 'AutoPayUpdatePaymentMethod');
    await screen.findByRole('radio', { name: 'Mastercard credit ending in 4444' });
    await expectAccessibleInBothLanguages();
  });
});

describe('AutoPayAddMethod', () => {
  it('saves the card from the hosted form and hands it back to AutoPayConfirm', async () => {
    const fetchMock = api();
    renderRenewalScreen(<AutoPayAddMethod />, 'AutoPayAddMethod');
    const frame = await screen.findByTitle<HTMLIFrameElement>('Card details');
    expect(frame.getAttribute('src')).toContain('purpose=save');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: CARD_FORM_MESSAGE.complete, transactionUuid: FORM_UUID },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(await currentPath()).toBe(renewalPath('AutoPayConfirm'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      save: true,
      bridgeToken: FORM_UUID,
    });
  });

  it('has no serious accessibility violation in English or Spanish', async () => {
    api();
    renderRenewalScreen(<AutoPayAddMethod />, 'AutoPayAddMethod');
    await screen.findByTitle('Card details');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
    await expectAccessibleInBothLanguages();
  });
});
