/**
 * Faults between the HTTP adapter and a real loan-systems service, for the port tests (the fault proxy of issue 51's
 * later step does this across processes): the adapter's `fetch`, with a one-shot fault for the next write — its answer
 * lost after the service applied it (the adapter's timeout ends the wait), a 503 before it reached the service, or a
 * connection reset before it did. Every request's idempotency key is recorded.
 */
export type Fault = 'answerLostAfterApply' | 'unavailable' | 'resetBeforeApply';

export interface Faults {
  fetch: typeof fetch;
  /** the next write meets this fault (once) */
  next(fault: Fault): void;
  /** the idempotency key of every request sent (undefined for a read) */
  readonly keys: (string | undefined)[];
}

const untilAborted = (signal: AbortSignal | null | undefined) =>
  new Promise<never>((_resolve, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

export function createFaults(): Faults {
  let pending: Fault | undefined;
  const keys: (string | undefined)[] = [];
  const faulty: typeof fetch = async (input, init) => {
    const key = (init?.headers as Record<string, string> | undefined)?.['idempotency-key'];
    keys.push(key);
    const fault = key ? pending : undefined;
    if (fault) pending = undefined;
    if (fault === 'unavailable') return new Response('{"statusCode":503}', { status: 503 });
    if (fault === 'resetBeforeApply') throw new TypeError('fetch failed (connection reset)');
    const response = await fetch(input, init);
    if (fault !== 'answerLostAfterApply') return response;
    await response.text();
    return untilAborted(init?.signal);
  };
  return { fetch: faulty, next: (fault) => (pending = fault), keys };
}
