import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { expectAccessibleInBothLanguages } from '../../../test/axe';
import { A1_ID, loanDetail } from '../../../test/loan-fixtures';
import { calledUrls, jsonResponse, mockApi } from '../../../test/render-screen';
import {
  ancillaryProducts,
  configSettings,
  renderRenewalScreen,
  renewalPath,
  startRenewal,
} from '../../../test/renewal';
import AncillaryProducts from './AncillaryProducts';
import AncillaryProductsConfirm from './AncillaryProductsConfirm';

type Handlers = Parameters<typeof mockApi>[0];
const api = (overrides: Handlers = {}) =>
  mockApi({
    'GET /configsettings': () => configSettings(),
    'GET /accountdetail': () => jsonResponse(loanDetail()),
    'GET /ancillaryProducts': () => jsonResponse(ancillaryProducts()),
    ...overrides,
  });
const currentPath = async () => (await screen.findByTestId('current-path')).textContent;
const products = () => renderRenewalScreen(<AncillaryProducts />, 'AncillaryProducts');
const confirm = () => renderRenewalScreen(<AncillaryProductsConfirm />, 'AncillaryProductsConfirm');

beforeEach(async () => {
  await i18next.changeLanguage('en');
  startRenewal({ disclosureEnvelopeId: 'e0000000-0000-4000-8000-000000000001' });
});
afterEach(() => vi.unstubAllGlobals());

describe('AncillaryProducts', () => {
  it('offers the products for this loan and amount with their monthly price; the required one is ticked and cannot be unticked', async () => {
    const fetchMock = api();
    products();
    const group = await screen.findByRole('group', { name: 'Products for your new loan' });
    const optional = within(group).getByRole('checkbox', {
      name: 'Payment protection, $12.99 per month',
    });
    const required = within(group).getByRole('checkbox', {
      name: /Identity protection, \$7\.99 per month/,
    });
    expect(optional).not.toBeChecked();
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    expect(required).toHaveAccessibleDescription(
      /Identity protection is required to renew this loan online\./,
    );
    expect(optional).toHaveAccessibleDescription('Covers your payments if you lose your job.');
    await userEvent.click(required);
    expect(required).toBeChecked();
    const url = new URL(
      calledUrls(fetchMock).find((u) => u.startsWith('/api/ancillaryProducts')) ?? '',
      'http://l',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      loanId: A1_ID,
      amount: '21540',
      productId: '1',
      storeId: '101',
    });
  });

  it('keeps the choice (with the required one) and goes on to confirm it', async () => {
    api();
    products();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Payment protection, $12.99 per month' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await currentPath()).toBe(renewalPath('AncillaryProductsConfirm'));
    expect(usePaymentStore.getState().ancillaryProductIds).toEqual([
      'paymentProtection',
      'identityProtection',
    ]);
    expect(usePaymentStore.getState().ancillaryConfirmed).toBe(false);
  });

  it('asks for the products again once when the first call fails', async () => {
    let calls = 0;
    api({
      'GET /ancillaryProducts': () =>
        ++calls === 1
          ? jsonResponse({ statusCode: 503, error: 'Service Unavailable', message: 'busy' }, 503)
          : jsonResponse(ancillaryProducts()),
    });
    products();
    expect(
      await screen.findByRole('checkbox', { name: 'Payment protection, $12.99 per month' }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says so when both tries fail, and tries again on request', async () => {
    let calls = 0;
    api({
      'GET /ancillaryProducts': () =>
        ++calls <= 2
          ? jsonResponse({ statusCode: 500, error: 'x', message: 'down' }, 500)
          : jsonResponse(ancillaryProducts()),
    });
    products();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The products for your new loan could not be loaded.',
    );
    expect(calls).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('checkbox', { name: 'Payment protection, $12.99 per month' }),
    ).toBeInTheDocument();
  });

  it('with none offered, says so and goes on with none; store-only products lead to a store visit', async () => {
    api({
      'GET /ancillaryProducts': () =>
        jsonResponse(
          ancillaryProducts({
            products: [],
            missingProducts: ['identityProtection'],
            showAppointmentLink: true,
          }),
        ),
    });
    products();
    expect(
      await screen.findByText('No extra products are offered with this renewal.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Available at your store only' })).toHaveTextContent(
      'Identity protection',
    );
    expect(screen.getByRole('link', { name: 'Book a store visit' })).toHaveAttribute(
      'href',
      renewalPath('ProductSwitchAppointment'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await currentPath()).toBe(renewalPath('AncillaryProductsConfirm'));
    expect(usePaymentStore.getState().ancillaryProductIds).toEqual([]);
  });

  it('without a renewal in progress, says to start again from the loan', () => {
    usePaymentStore.getState().clear();
    const fetchMock = api();
    products();
    expect(
      screen.getByText(
        'There is no loan renewal in progress for this loan. Please start again from your loan.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my loan' })).toHaveAttribute(
      'href',
      renewalPath('AccountDetails'),
    );
    expect(calledUrls(fetchMock).some((url) => url.includes('ancillaryProducts'))).toBe(false);
  });

  it('has no serious accessibility violation in English or Spanish', async () => {
    api({
      'GET /ancillaryProducts': () =>
        jsonResponse(
          ancillaryProducts({ missingProducts: ['gapCoverage'], showAppointmentLink: true }),
        ),
    });
    products();
    await screen.findByRole('group');
    await expectAccessibleInBothLanguages();
  });
});

describe('AncillaryProductsConfirm', () => {
  it('shows the chosen products, their total per month and the confirm text; Confirm goes on to auto-pay', async () => {
    startRenewal({ ancillaryProductIds: ['paymentProtection', 'identityProtection'] });
    api();
    confirm();
    const chosen = await screen.findByRole('region', { name: 'Your products' });
    expect(chosen).toHaveTextContent('Payment protection$12.99 per month');
    expect(chosen).toHaveTextContent('Identity protection$7.99 per month');
    expect(chosen).toHaveTextContent('Total: $20.98 per month');
    expect(screen.getByText(/I understand these products are optional/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await currentPath()).toBe(renewalPath('AutoPayConfirm'));
    expect(usePaymentStore.getState().ancillaryConfirmed).toBe(true);
  });

  it('goes straight to the payment when auto-pay is not offered for the loan or by the settings', async () => {
    startRenewal({ ancillaryProductIds: [] });
    api({
      'GET /accountdetail': () =>
        jsonResponse(
          loanDetail({ validations: { ...loanDetail().validations, skipAutoPayConfirm: true } }),
        ),
    });
    const { unmount } = confirm();
    expect(await screen.findByText('You chose no extra products.')).toBeInTheDocument();
    expect(screen.getByText('Total: $0.00 per month')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await currentPath()).toBe(renewalPath('PaymentProcessing'));
    unmount();
    api({ 'GET /configsettings': () => configSettings({ autoPayRefinance: false }) });
    confirm();
    await screen.findByText('You chose no extra products.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await currentPath()).toBe(renewalPath('PaymentProcessing'));
  });

  it('before a choice, leads back to the products; without a renewal, to the loan', () => {
    api();
    const { unmount } = confirm();
    expect(screen.getByRole('link', { name: 'Choose products' })).toHaveAttribute(
      'href',
      renewalPath('AncillaryProducts'),
    );
    unmount();
    usePaymentStore.getState().clear();
    confirm();
    expect(screen.getByRole('link', { name: 'Back to my loan' })).toHaveAttribute(
      'href',
      renewalPath('AccountDetails'),
    );
  });

  it('has no serious accessibility violation in English or Spanish', async () => {
    startRenewal({ ancillaryProductIds: ['identityProtection'] });
    api();
    confirm();
    await screen.findByRole('region', { name: 'Your products' });
    await expectAccessibleInBothLanguages();
  });
});
