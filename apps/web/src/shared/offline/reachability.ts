/**
 * Whether the service answered the app's last call (issue 11). A phone on a dead connection (a Wi-Fi without
 * internet, a tunnel) often still says navigator.onLine: the app then learns it is offline from its own calls.
 * A read that got no answer (NetworkError) makes the service unreachable (a write's failure offers its own "try
 * again", which being offline would turn off); any answer, even an error status, makes it reachable again. While
 * unreachable, one probe at a time asks the service's health every PROBE_INTERVAL_MS and when the browser says it
 * is back online (each ask given up after PROBE_TIMEOUT_MS: a dead connection may hang rather than fail), so a
 * screen whose writes are off does not wait for a call of its own.
 */
import { apiUrl } from '../http/api-url';

export const PROBE_INTERVAL_MS = 10_000;
export const PROBE_TIMEOUT_MS = 5_000;

let reachable = true;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
/** the health ask in flight */
let inFlight: AbortController | undefined;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (reachable === next) return;
  reachable = next;
  for (const listener of listeners) listener();
}

export function serviceReachable(): boolean {
  return reachable;
}

export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An answer came (whatever its status). */
export function reportAnswered(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  window.removeEventListener('online', probe);
  set(true);
}

function probe(): void {
  if (inFlight) return;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  const ask = new AbortController();
  const giveUp = setTimeout(() => ask.abort(), PROBE_TIMEOUT_MS);
  inFlight = ask;
  const done = (answered: boolean) => {
    clearTimeout(giveUp);
    if (inFlight !== ask) return; // reset meanwhile
    inFlight = undefined;
    if (answered) reportAnswered();
    else if (!reachable && probeTimer === undefined)
      probeTimer = setTimeout(probe, PROBE_INTERVAL_MS);
  };
  fetch(apiUrl('/health'), { cache: 'no-store', signal: ask.signal }).then(
    () => done(true),
    () => done(false),
  );
}

/** A read got no answer. */
export function reportUnanswered(): void {
  set(false);
  if (probeTimer === undefined && !inFlight) {
    probeTimer = setTimeout(probe, PROBE_INTERVAL_MS);
    window.addEventListener('online', probe);
  }
}

/** Reachable, no probe pending or in flight (tests). */
export function resetReachability(): void {
  const ask = inFlight;
  inFlight = undefined;
  ask?.abort();
  reportAnswered();
}
