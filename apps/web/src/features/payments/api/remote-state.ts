/**
 * The payment remote state (spec §7 Payment): POST /paymentRemoteState with the username plus the
 * encoded state and route; clearing sends an empty value. Guests (no username) keep none.
 */
import { apiSend } from '../../../shared/http/client';
import { storablePaymentState, type PaymentData } from '../../../shared/session/payment-store';
import { paymentsSchema } from './payments-schema';

export async function savePaymentRemoteState(
  username: string | undefined,
  state: PaymentData,
  route: string,
): Promise<void> {
  if (!username) return;
  const encoded = btoa(encodeURIComponent(JSON.stringify(storablePaymentState(state))));
  await apiSend(
    'POST',
    '/paymentRemoteState',
    paymentsSchema('ZPaymentRemoteStateResponseSchema'),
    {
      username,
      state: encoded,
      route,
    },
  ).catch(() => undefined);
}

export async function clearPaymentRemoteState(username: string | undefined): Promise<void> {
  if (!username) return;
  await apiSend(
    'POST',
    '/paymentRemoteState',
    paymentsSchema('ZPaymentRemoteStateResponseSchema'),
    {
      username,
      state: '',
      route: '',
    },
  ).catch(() => undefined);
}
