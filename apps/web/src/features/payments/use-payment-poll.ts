/**
 * Polls GET /payment?key= every PAYMENT_POLL_INTERVAL_MS while a payment is pending (spec §4
 * Payment 2–5, §8, §9): a result ends it (onResult); an Error (in the answer or in a failed poll's
 * body) ends it with the pay button disabled; an empty answer or a failed poll without an Error
 * polls again (the failure is shown meanwhile).
 * After the payment timeout (seconds, server-overridable) it stops, reports POST /paymentTimeout
 * and says the payment is still processing.
 */
import { useEffect, useRef, useState } from 'react';
import type { TPaymentConfirmation } from '@lender/contract';
import {
  PAYMENT_POLL_INTERVAL_MS,
  paymentSubmitFailure,
  type PaymentSubmitFailureView,
} from '@lender/domain';
import { getPaymentStatus, reportPaymentTimeout } from './api';
import { submitFailureOf } from './use-submit-payment';

export type PollState =
  | { phase: 'polling'; failure: PaymentSubmitFailureView | null }
  | { phase: 'error'; failure: PaymentSubmitFailureView }
  | { phase: 'timedOut' }
  | { phase: 'done' };

export interface PollOptions {
  /** the messageKey to poll; undefined: nothing to poll */
  paymentKey: string | undefined;
  /** ms since epoch of the accepted submit */
  submittedAt: number | undefined;
  timeoutSeconds: number;
  onResult: (confirmation: TPaymentConfirmation, newLoanId: string | null) => void;
  /** the poll ended without a result (an Error, or the timeout): pending is over */
  onStop: () => void;
}

export function usePaymentPoll({
  paymentKey,
  submittedAt,
  timeoutSeconds,
  onResult,
  onStop,
}: PollOptions): PollState {
  const [state, setState] = useState<PollState>({ phase: 'polling', failure: null });
  const handlers = useRef({ onResult, onStop });
  useEffect(() => {
    handlers.current = { onResult, onStop };
  });

  useEffect(() => {
    if (!paymentKey) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const deadline = (submittedAt ?? Date.now()) + timeoutSeconds * 1000;
    setState({ phase: 'polling', failure: null });

    const timeOut = () => {
      stopped = true;
      setState({ phase: 'timedOut' });
      handlers.current.onStop();
      void reportPaymentTimeout(paymentKey).catch(() => undefined);
    };

    /** an Error ends the payment: shown, the pay button disabled, no more polls */
    const fail = (failure: PaymentSubmitFailureView) => {
      stopped = true;
      setState({ phase: 'error', failure });
      handlers.current.onStop();
    };

    const poll = async () => {
      if (stopped) return;
      if (Date.now() >= deadline) return timeOut();
      try {
        const status = await getPaymentStatus(paymentKey, controller.signal);
        if (stopped) return;
        if (status.Error !== null && !(Array.isArray(status.Error) && status.Error.length === 0)) {
          return fail(paymentSubmitFailure({ kind: 'error', error: status.Error }));
        }
        if (!status.pending && status.confirmationNumber && status.confirmation) {
          stopped = true;
          setState({ phase: 'done' });
          handlers.current.onResult(status.confirmation, status.newLoanId);
          return;
        }
        setState({ phase: 'polling', failure: null });
      } catch (error) {
        if (stopped) return;
        const failure = submitFailureOf(error);
        // spec §8: a poll failure with an Error ends the payment; without one it polls again
        if (failure.kind === 'error') return fail(paymentSubmitFailure(failure));
        setState({ phase: 'polling', failure: paymentSubmitFailure(failure) });
      }
      if (!stopped) timer = setTimeout(() => void poll(), PAYMENT_POLL_INTERVAL_MS);
    };

    timer = setTimeout(() => void poll(), PAYMENT_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [paymentKey, submittedAt, timeoutSeconds]);

  return state;
}
