/**
 * A renewal with cash back in the payment screens (decision 057): PaymentProcessing sends the cash out with the
 * renewal (spec §7: disbursementAmount, disburseCardIds, disbursementType 16); ConfirmPayment says where it went
 * ("$200.00 sent to card ending 1111") with its confirmation number, in English and Spanish.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TPaymentConfirmation } from '@lender/contract';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { expectAccessibleInBothLanguages } from '../../../test/axe';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import { A1_ID, configSettings, loanDetail, paymentStatus } from '../test/fixtures';
import { renderPaymentScreen } from '../test/render';
import { CASH_OUT_RECHECK_MS } from '../components/renewal-confirmation';
import ConfirmPayment from './ConfirmPayment';
import PaymentProcessing from './PaymentProcessing';
import { api as renewalApi, NEW_LOAN_ID, renewalResult, setUpEachTest } from './renewal-test-kit';

const CASH_OUT = { cents: 20_000, cardIds: [{ type: 'TLXe', id: 'card-1' }], cardNumber: '1111' };

/** The renewal's answer: $200.00 of cash back to Visa ••1111, no auto-pay, no add-ons. */
const result = (status: 'sent' | 'sending' = 'sent'): TPaymentConfirmation => {
  const renewal = renewalResult().renewal!;
  return renewalResult({
    renewal: {
      ...renewal,
      newPrincipalBalanceCents: 123460,
      newPayoffCents: 123460,
      autoPayEnrolled: false,
      ancillaryProductIds: [],
      cashOut: {
        disbursementAmountCents: 20_000,
        disbursementType: 16,
        cardNumber: '1111',
        cardType: 'visa',
        status,
        confirmationNumber: 'RCO0F1E2D3C4B5A',
      },
    },
  });
};

const api = () => renewalApi(undefined, undefined, result());

setUpEachTest({
  disclosureEnvelopeId: 'e0000000-0000-4000-8000-000000000001',
  ancillaryProductIds: [],
  cashOut: CASH_OUT,
});

describe('a renewal with cash back', () => {
  it('PaymentProcessing sends the cash out with the renewal', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    renderPaymentScreen(<PaymentProcessing />, 'PaymentProcessing');
    await user.click(await screen.findByRole('button', { name: 'Pay $215.40 and renew' }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).startsWith('/api/payment') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(
      ([url, i]) => String(url).startsWith('/api/payment') && i?.method === 'POST',
    )!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      isRefi: true,
      disbursementAmount: '200.00',
      disburseCardIds: CASH_OUT.cardIds,
      disbursementType: 16,
    });
  });

  it('ConfirmPayment says where the cash went, with its confirmation number', async () => {
    usePaymentStore.getState().update({ paymentKey: 'msg-1', result: result() });
    api();
    renderPaymentScreen(<ConfirmPayment />, 'ConfirmPayment', A1_ID, '');
    expect(await screen.findByText('$200.00 sent to card ending 1111')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your cash back' })).toHaveTextContent(
      'RCO0F1E2D3C4B5A',
    );
    await expectAccessibleInBothLanguages();
    await i18next.changeLanguage('es');
    expect(
      await screen.findByText('$200.00 enviados a la tarjeta que termina en 1111'),
    ).toBeInTheDocument();
  });

  it('ConfirmPayment asks again while the cash is on its way, and says when it was sent', async () => {
    usePaymentStore.getState().update({ paymentKey: 'msg-1', result: result('sending') });
    let asked = 0;
    const fetchMock = mockApi({
      'GET /accountdetail': () => jsonResponse(loanDetail()),
      'GET /configsettings': () => jsonResponse(configSettings({ gpsCheckRefinance: false })),
      'GET /payment': () => {
        asked += 1;
        return jsonResponse(
          paymentStatus({
            pending: false,
            confirmationNumber: 'CONF-0100',
            newLoanId: NEW_LOAN_ID,
            confirmation: result(asked < 2 ? 'sending' : 'sent'),
          }),
        );
      },
    });
    renderPaymentScreen(<ConfirmPayment />, 'ConfirmPayment', A1_ID, '');
    expect(await screen.findByText('$200.00 on its way to card ending 1111')).toBeInTheDocument();
    expect(
      await screen.findByText(
        '$200.00 sent to card ending 1111',
        {},
        { timeout: 3 * CASH_OUT_RECHECK_MS },
      ),
    ).toBeInTheDocument();
    const asks = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/payment?'));
    expect(asks).toHaveLength(2);
  });
});
