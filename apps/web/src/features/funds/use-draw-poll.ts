/**
 * Polls GET /draw?key= every PAYMENT_POLL_INTERVAL_MS (spec §9: 1000 ms) until the domain's drawPollStops says
 * stop (spec §9 disbursement polling attempts and post draw timeout, server-overridable; disbursementPolling off:
 * no poll at all, straight to 'stillPending'), the payments poll's pattern: a confirmation ends it (posted), an Error ends it
 * (nothing was drawn), and after the last attempt still pending it stops ('stillPending'). A failed
 * poll counts as an attempt, is shown, and polls again.
 */
import { useEffect, useRef, useState } from 'react';
import type { TDrawConfirmation } from '@lender/contract';
import { drawPollStops, PAYMENT_POLL_INTERVAL_MS, type DrawPollSettings } from '@lender/domain';
import { getDrawStatus } from './api';

export type DrawPollState =
  | { phase: 'idle' }
  | { phase: 'polling'; attempts: number; failed: boolean }
  | { phase: 'posted'; confirmation: TDrawConfirmation }
  | { phase: 'error'; error: string }
  | { phase: 'stillPending' };

export function useDrawPoll(
  messageKey: string | null,
  settings: DrawPollSettings,
  onPosted: (confirmation: TDrawConfirmation) => void,
): DrawPollState {
  const [state, setState] = useState<DrawPollState>({ phase: 'idle' });
  const handler = useRef(onPosted);
  // read at each attempt: the server's setting may arrive after the poll started
  const limit = useRef(settings);
  useEffect(() => {
    handler.current = onPosted;
    limit.current = settings;
  });

  useEffect(() => {
    if (!messageKey) return undefined;
    let stopped = false;
    let attempts = 0;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    setState({ phase: 'polling', attempts: 0, failed: false });

    const next = (failed: boolean) => {
      if (drawPollStops(limit.current, { attempts, elapsedMs: Date.now() - startedAt })) {
        stopped = true;
        setState({ phase: 'stillPending' });
        return;
      }
      setState({ phase: 'polling', attempts, failed });
      timer = setTimeout(() => void poll(), PAYMENT_POLL_INTERVAL_MS);
    };

    const poll = async () => {
      if (stopped) return;
      attempts += 1;
      try {
        const status = await getDrawStatus(messageKey, controller.signal);
        if (stopped) return;
        if (status.Error) {
          stopped = true;
          setState({ phase: 'error', error: status.Error });
          return;
        }
        if (!status.pending && status.confirmation) {
          stopped = true;
          setState({ phase: 'posted', confirmation: status.confirmation });
          handler.current(status.confirmation);
          return;
        }
        next(false);
      } catch {
        if (!stopped) next(true);
      }
    };

    if (!limit.current.disbursementPolling) {
      stopped = true;
      setState({ phase: 'stillPending' });
    } else timer = setTimeout(() => void poll(), PAYMENT_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [messageKey]);

  return state;
}
