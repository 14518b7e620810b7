/**
 * Whether the service answered the app's last call (issue 11). A phone on a dead connection (a Wi-Fi without
 * internet, a tunnel) often still says navigator.onLine: the app then learns it is offline from its own calls.
 * A read that got no answer (NetworkError) makes the service unreachable (a write's failure offers its own "try
 * again", which being offline would turn off); any answer, even an error status, makes it reachable again. While unreachable, the service's health is asked again every PROBE_INTERVAL_MS and when the
 * browser says it is back online, so a screen whose writes are off does not wait for a call of its own.
 */
export const PROBE_INTERVAL_MS = 10_000;
const HEALTH_PATH = '/api/health';

let reachable = true;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
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
  clearTimeout(probeTimer);
  probeTimer = undefined;
  fetch(HEALTH_PATH, { cache: 'no-store' }).then(reportAnswered, () => {
    if (!reachable) probeTimer = setTimeout(probe, PROBE_INTERVAL_MS);
  });
}

/** A call got no answer. */
export function reportUnanswered(): void {
  set(false);
  if (probeTimer === undefined) {
    probeTimer = setTimeout(probe, PROBE_INTERVAL_MS);
    window.addEventListener('online', probe);
  }
}

/** Reachable, no probe pending (tests). */
export function resetReachability(): void {
  reportAnswered();
}
