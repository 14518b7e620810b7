/**
 * Reads the server turned away while busy (decision 043): a GET answered 503 with Retry-After is asked again after the
 * seconds the server said (at most SHED_WAIT_CAP_SECONDS each, SHED_RETRIES times); meanwhile the shell shows and says
 * that the service is busy and the app is trying again (app/layout/service-busy-banner.tsx). A write is never asked
 * again by the app: the borrower sees the server's message and tries again herself.
 */
import { create } from 'zustand';
import { ApiError } from './api-error';

/** how many times a shed read is asked again before its error is shown */
export const SHED_RETRIES = 3;
/** the longest the app waits before asking again, whatever Retry-After says */
export const SHED_WAIT_CAP_SECONDS = 20;

interface ServiceBusyState {
  /** reads waiting to be asked again, or being asked again */
  retrying: number;
}

export const useServiceBusyStore = create<ServiceBusyState>(() => ({ retrying: 0 }));

const count = (change: 1 | -1) =>
  useServiceBusyStore.setState((s) => ({ retrying: Math.max(0, s.retrying + change) }));

/** The wait a shed read's error asks for, in seconds (capped); undefined for any other error. */
export function shedWaitSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || !error.isServiceBusy) return undefined;
  return Math.min(error.retryAfterSeconds ?? 0, SHED_WAIT_CAP_SECONDS);
}

function wait(seconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, seconds * 1000);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A read, asked again after each shed answer's Retry-After, up to SHED_RETRIES times; the reader leaving (its signal
 * aborted) stops the waiting. The shell shows the busy state from the first shed answer until the read settles.
 */
export async function readThroughShedding<T>(
  read: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  let busy = false;
  try {
    for (let retries = 0; ; retries += 1) {
      try {
        return await read();
      } catch (error) {
        const seconds = shedWaitSeconds(error);
        if (seconds === undefined || retries >= SHED_RETRIES) throw error;
        if (!busy) count(1);
        busy = true;
        await wait(seconds, signal);
      }
    }
  } finally {
    if (busy) count(-1);
  }
}
