/**
 * Polls GET /cashOut?messageKey= every second while a cash-out is pending (spec §4 Referral payout
 * 4; the payments poll's pattern): 'paid' or 'declined' ends it (onSettled); a failed poll is shown
 * and polled again.
 */
import { useEffect, useRef, useState } from 'react';
import type { TCashOutStatusResponse } from '@lender/contract';
import { getCashOutStatus } from './api';

export const CASH_OUT_POLL_INTERVAL_MS = 1000;

export type CashOutPollState =
  | { phase: 'idle' }
  | { phase: 'polling'; failed: boolean }
  | { phase: 'settled'; status: TCashOutStatusResponse };

export function useCashOutPoll(
  messageKey: string | undefined,
  onSettled: (status: TCashOutStatusResponse) => void,
): CashOutPollState {
  const [state, setState] = useState<CashOutPollState>({ phase: 'idle' });
  const handler = useRef(onSettled);
  useEffect(() => {
    handler.current = onSettled;
  });

  useEffect(() => {
    if (!messageKey) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    setState({ phase: 'polling', failed: false });

    const poll = async () => {
      if (stopped) return;
      try {
        const status = await getCashOutStatus(messageKey, controller.signal);
        if (stopped) return;
        if (status.status !== 'pending') {
          stopped = true;
          setState({ phase: 'settled', status });
          handler.current(status);
          return;
        }
        setState({ phase: 'polling', failed: false });
      } catch {
        if (stopped) return;
        setState({ phase: 'polling', failed: true });
      }
      if (!stopped) timer = setTimeout(() => void poll(), CASH_OUT_POLL_INTERVAL_MS);
    };

    timer = setTimeout(() => void poll(), CASH_OUT_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [messageKey]);

  return state;
}
