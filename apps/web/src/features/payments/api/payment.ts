/**
 * POST /payment (→ messageKey at once), GET /payment?key= (pending, the result or Error),
 * POST /paymentTimeout, POST /sendConfirmation and GET /nextBusinessDate (spec §7 Payment; the query is shared/loans').
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TPaymentRequest,
  TPaymentStartResponse,
  TPaymentStatusResponse,
} from '@lender/contract';
import { apiGet, apiSend } from '../../../shared/http/client';
import { nextBusinessDateQuery } from '../../../shared/loans/next-business-date';
import { paymentsSchema } from './payments-schema';

/** No automatic retry: the screen decides (spec §8 Payment submit); the idempotency key makes a resubmit safe. */
export function submitPayment(request: TPaymentRequest): Promise<TPaymentStartResponse> {
  return apiSend('POST', '/payment', paymentsSchema('ZPaymentStartResponseSchema'), request);
}

export function getPaymentStatus(
  key: string,
  signal?: AbortSignal,
): Promise<TPaymentStatusResponse> {
  return apiGet('/payment', paymentsSchema('ZPaymentStatusResponseSchema'), {
    query: { key },
    signal,
  });
}

/** A finished payment's status read again (a renewal's cash back on its way: components/renewal-confirmation.tsx). */
export const paymentStatusQuery = (key: string) =>
  queryOptions({
    queryKey: ['payment', key] as const,
    queryFn: ({ signal }) => getPaymentStatus(key, signal),
  });

export function reportPaymentTimeout(messageKey: string) {
  return apiSend('POST', '/paymentTimeout', paymentsSchema('ZPaymentTimeoutResponseSchema'), {
    messageKey,
  });
}

export function sendConfirmation(body: {
  messageKey: string;
  email?: string;
  phoneNumber?: string;
}) {
  return apiSend(
    'POST',
    '/sendConfirmation',
    paymentsSchema('ZSendConfirmationResponseSchema'),
    body,
  );
}

/** GET /nextBusinessDate (retried once, spec §7) with the posting date; the short tier: it moves at the daily cut-off. */
export const useNextBusinessDate = (lmsId: string | undefined) =>
  useQuery({
    ...nextBusinessDateQuery(lmsId ?? '', paymentsSchema('ZNextBusinessDateResponseSchema')),
    enabled: Boolean(lmsId),
  });
