/**
 * The way to pay a renewal: ReviewPayment titled as one, showing the new loan and leading to the disclosure;
 * PaymentProcessing paying it once, with its disclosure, products, auto-pay card and position, or asking for them.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { stubGeolocation } from '../../../test/geolocation';
import { jsonResponse, type mockApi } from '../../../test/render-screen';
import { A1_ID, configSettings } from '../test/fixtures';
import { renderPaymentScreen } from '../test/render';
import PaymentProcessing from './PaymentProcessing';
import ReviewPayment from './ReviewPayment';
import { api, setUpEachTest } from './renewal-test-kit';

const ENVELOPE = 'e0000000-0000-4000-8000-000000000001';

const paymentPosts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(
      ([url, init]) => String(url).split('?')[0] === '/api/payment' && init?.method === 'POST',
    )
    .map(([, init]) => JSON.parse(String(init?.body)));

setUpEachTest();

describe('ReviewPayment of a renewal', () => {
  it('is titled as a renewal, shows the new loan, charges nothing and goes on to the disclosure', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    renderPaymentScreen(<ReviewPayment />, 'ReviewPayment');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review your renewal' }),
    ).toBeInTheDocument();
    const newLoan = await screen.findByRole('region', { name: 'Your new loan' });
    expect(within(newLoan).getByText('New loan amount').nextElementSibling).toHaveTextContent(
      '$1,034.60',
    );
    expect(within(newLoan).getByText('New due date').nextElementSibling).toHaveTextContent(
      '07/01/2026',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change amount' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Payment/ProductSwitch`,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/AccountDisclosures`,
    );
    expect(paymentPosts(fetchMock)).toHaveLength(0);
  });

  it('with the refinance location check on, goes straight on to the disclosure (the location was asked first, before ProductSwitch: issue 48)', async () => {
    const user = userEvent.setup();
    api(configSettings());
    renderPaymentScreen(<ReviewPayment />, 'ReviewPayment');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/AccountDisclosures`,
    );
  });
});

describe('PaymentProcessing of a renewal', () => {
  it('without its signed disclosure sends the borrower back to sign it, with no pay button', async () => {
    api();
    renderPaymentScreen(<PaymentProcessing />, 'PaymentProcessing');
    expect(
      await screen.findByText('Sign the renewal’s disclosure before you pay.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign the disclosure' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Payment/AccountDisclosures`,
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('pays once on a double tap, as a refinance with its disclosure, products, auto-pay card and position, then confirms', async () => {
    const user = userEvent.setup();
    stubGeolocation({ permission: 'granted', answer: { latitude: 29.76, longitude: -95.37 } });
    usePaymentStore.getState().update({
      disclosureEnvelopeId: ENVELOPE,
      ancillaryProductIds: ['paymentProtection'],
      autoPay: {
        enrolled: true,
        cardToken: 'tok_mc_4444_abcdef',
        cardIds: [{ type: 'TLXe', id: 'card-2' }],
        cardNumber: '4444',
      },
    });
    let release: (r: Response) => void = () => undefined;
    const fetchMock = api(
      configSettings(),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    renderPaymentScreen(<PaymentProcessing />, 'PaymentProcessing');
    expect(
      await screen.findByText(
        'You pay $215.40 with your card •••• 1111. Loan 10001-001 then closes and your new loan starts.',
      ),
    ).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay $215.40 and renew' });
    await user.dblClick(pay);
    await vi.waitFor(() => expect(paymentPosts(fetchMock)).toHaveLength(1));
    release(jsonResponse({ messageKey: 'msg-1' }));
    expect(
      await screen.findByText(
        'We are processing your renewal of $215.40. Please stay on this page.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByTestId('current-path', undefined, { timeout: 5000 }),
    ).toHaveTextContent('/Payment/ConfirmPayment');
    expect(paymentPosts(fetchMock)).toHaveLength(1);
    expect(paymentPosts(fetchMock)[0]).toMatchObject({
      paymentType: 3,
      isRefi: true,
      paymentAmount: '215.40',
      autoPay: true,
      refinance: {
        disclosureEnvelopeId: ENVELOPE,
        ancillaryProductIds: ['paymentProtection'],
        autoPayCardToken: 'tok_mc_4444_abcdef',
        latitude: 29.76,
        longitude: -95.37,
      },
    });
    expect(usePaymentStore.getState().result?.renewal?.newLoanLmsId).toBe('10001-002');
  });

  it('a refused position while the refinance check is forced goes to GpsLocationDisabled, which comes back here; nothing is paid', async () => {
    const user = userEvent.setup();
    stubGeolocation({ permission: 'denied', answer: 'denied' });
    usePaymentStore.getState().update({ disclosureEnvelopeId: ENVELOPE });
    const fetchMock = api(configSettings());
    renderPaymentScreen(<PaymentProcessing />, 'PaymentProcessing');
    await user.click(await screen.findByRole('button', { name: 'Pay $215.40 and renew' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/GpsLocationDisabled?for=refinance&next=PaymentProcessing`,
    );
    expect(paymentPosts(fetchMock)).toHaveLength(0);
  });
});
