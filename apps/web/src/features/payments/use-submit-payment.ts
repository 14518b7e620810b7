/**
 * The pay button (spec §4 Payment 1, §8 Payment submit): a submit is ignored while one is pending
 * and sets pending; it sends POST /payment with the slice's idempotency key (made once, reused by
 * a double click or a resubmit, so the server charges once) and stores the messageKey to poll.
 * A failure clears pending and shows the spec's message, with the button enabled or not.
 * A pending left without a messageKey (the page was reloaded while POST /payment was in flight)
 * is stale: it is cleared, so the pay button works again (a resubmit reuses the key: one charge).
 * A refusal of the payment's location check is kept apart (`locationRefusal`): ReviewPayment says it in a dialog.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { LOCATION_ERROR_CODES, type TAccountDetailResponse } from '@lender/contract';
import {
  paymentSubmitFailure,
  type PaymentSubmitFailure,
  type PaymentSubmitFailureView,
} from '@lender/domain';
import { ApiError } from '../../shared/http/api-error';
import { usePaymentStore } from '../../shared/session/payment-store';
import { submitPayment } from './api';
import { buildPaymentRequest, type PaymentPayer } from './payment-request';
import type { Position } from './refinance-request';

const isErrorList = (value: unknown): value is string | string[] =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((line) => typeof line === 'string'));

/** What went wrong, in the domain's terms: an Error of the response, a 502/network failure, or another HTTP failure. */
export function submitFailureOf(error: unknown): PaymentSubmitFailure {
  if (error instanceof ApiError) {
    const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
      Error?: unknown;
      errorCode?: unknown;
      remainingAmount?: unknown;
    };
    if (isErrorList(body.Error)) return { kind: 'error', error: body.Error };
    if (body.errorCode === 'PaymentInProgress' && typeof body.remainingAmount === 'string') {
      return { kind: 'inProgress', remainingAmount: body.remainingAmount };
    }
    return { kind: 'http', status: error.status, message: error.message };
  }
  if (
    error instanceof TypeError ||
    (error instanceof DOMException && ['AbortError', 'TimeoutError'].includes(error.name))
  ) {
    return { kind: 'network' };
  }
  return {
    kind: 'http',
    status: 0,
    message: error instanceof Error ? error.message : String(error),
  };
}

export const newIdempotencyKey = (): string => crypto.randomUUID();

/** The server's location refusal of a standard payment (decision 058): its code and the two states it names. */
export interface PaymentLocationRefusal {
  code: 'locationRequired' | 'outOfStoreState';
  storeState: string | null;
  positionState: string | null;
}

const stateOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A 422 of the payment's location check (LOCATION_ERROR_CODES), or null for any other failure. */
export function locationRefusalOf(error: unknown): PaymentLocationRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
    errorCode?: unknown;
    storeState?: unknown;
    positionState?: unknown;
  };
  const code =
    body.errorCode === LOCATION_ERROR_CODES.outOfStoreState
      ? 'outOfStoreState'
      : body.errorCode === LOCATION_ERROR_CODES.locationRequired
        ? 'locationRequired'
        : null;
  return code
    ? { code, storeState: stateOf(body.storeState), positionState: stateOf(body.positionState) }
    : null;
}

export function useSubmitPayment(
  loan: TAccountDetailResponse | undefined,
  payer: PaymentPayer,
  onAccepted: () => void,
) {
  const [failure, setFailure] = useState<PaymentSubmitFailureView | null>(null);
  const [locationRefusal, setLocationRefusal] = useState<PaymentLocationRefusal | null>(null);
  const pending = usePaymentStore((s) => s.pending);
  /** this screen's own submit is in flight */
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    const store = usePaymentStore.getState();
    if (store.pending && !store.paymentKey) store.update({ pending: false });
  }, []);

  /**
   * `resubmit`: PaymentProcessing's pay after a failed poll, while the accepted payment is still pending;
   * `position`: a renewal's, when the refinance location check asked for one
   */
  const submit = useCallback(
    async ({ resubmit = false, position }: { resubmit?: boolean; position?: Position } = {}) => {
      const store = usePaymentStore.getState();
      if ((store.pending && !resubmit) || inFlight.current || !loan) return;
      const idempotencyKey = store.idempotencyKey ?? newIdempotencyKey();
      const request = buildPaymentRequest({ ...store, idempotencyKey }, loan, payer, position);
      if (!request) return;
      store.update({ pending: true, idempotencyKey });
      inFlight.current = true;
      setFailure(null);
      setLocationRefusal(null);
      setSubmitting(true);
      try {
        const { messageKey } = await submitPayment(request);
        usePaymentStore
          .getState()
          .update({ paymentKey: messageKey, submittedAt: Date.now(), result: undefined });
        onAccepted();
      } catch (error) {
        usePaymentStore.getState().update({ pending: false });
        const refusal = locationRefusalOf(error);
        if (refusal) setLocationRefusal(refusal);
        else setFailure(paymentSubmitFailure(submitFailureOf(error)));
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [loan, payer, onAccepted],
  );

  const dismissLocationRefusal = useCallback(() => setLocationRefusal(null), []);
  return { submit, failure, pending, submitting, locationRefusal, dismissLocationRefusal };
}
