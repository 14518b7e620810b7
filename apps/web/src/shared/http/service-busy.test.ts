import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGet, apiSend } from './client';
import { retryAfterSeconds } from './api-error';
import { SHED_RETRIES, SHED_WAIT_CAP_SECONDS, useServiceBusyStore } from './service-busy';

const ZOk = z.object({ ok: z.literal(true) });
const ok = () =>
  new Response(JSON.stringify({ ok: true }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
/** the server's shed answer (operations/load-shedding.ts): 503, Retry-After, the one error shape */
const shed = (retryAfter = '2') =>
  new Response(
    JSON.stringify({
      reqId: 'r',
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is busy. Please try again shortly.',
    }),
    {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
    },
  );

function api(...answers: (() => Response)[]) {
  const last = answers[answers.length - 1]!;
  let call = 0;
  const mock = vi.fn(async () => (answers[call++] ?? last)());
  vi.stubGlobal('fetch', mock);
  return mock;
}

const retrying = () => useServiceBusyStore.getState().retrying;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useServiceBusyStore.setState({ retrying: 0 });
});

describe('a read the server turned away while busy', () => {
  it('is asked again after its Retry-After, with the busy state meanwhile, and then answers', async () => {
    const fetchMock = api(() => shed('2'), ok);
    const read = apiGet('/accounts', ZOk);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(retrying()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(retrying()).toBe(0);
  });

  it(`is asked again at most ${SHED_RETRIES} times, then fails with the server's message; the busy state ends`, async () => {
    const fetchMock = api(() => shed('1'));
    const read = apiGet('/accounts', ZOk, { retryOnce: true });
    const failure = expect(read).rejects.toSatisfy(
      (error) =>
        error instanceof ApiError &&
        error.isServiceBusy &&
        error.message === 'The service is busy. Please try again shortly.',
    );
    await vi.advanceTimersByTimeAsync(60_000);
    await failure;
    // the first ask and SHED_RETRIES more; no immediate retry on top (retryOnce does not apply to a busy answer)
    expect(fetchMock).toHaveBeenCalledTimes(1 + SHED_RETRIES);
    expect(retrying()).toBe(0);
  });

  it(`waits what Retry-After says, at most ${SHED_WAIT_CAP_SECONDS} s`, async () => {
    const fetchMock = api(() => shed('3600'), ok);
    const read = apiGet('/accounts', ZOk);
    await vi.advanceTimersByTimeAsync(SHED_WAIT_CAP_SECONDS * 1000 - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toEqual({ ok: true });
  });

  it('stops waiting when its reader leaves (the signal aborts)', async () => {
    const fetchMock = api(() => shed('5'), ok);
    const leave = new AbortController();
    const read = apiGet('/accounts', ZOk, { signal: leave.signal });
    const failure = expect(read).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(1_000);
    leave.abort();
    await failure;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(retrying()).toBe(0);
  });

  it('is not asked again when the 503 gives no Retry-After (not a busy answer)', async () => {
    const fetchMock = api(() => new Response('{"message":"Bad gateway"}', { status: 503 }));
    await expect(apiGet('/accounts', ZOk)).rejects.toSatisfy(
      (error) => error instanceof ApiError && !error.isServiceBusy,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(retrying()).toBe(0);
  });
});

describe('a write the server turned away while busy', () => {
  it('is never sent again by the app: the borrower gets the message and tries again herself', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const fetchMock = api(() => shed('1'), ok);
      const write = apiSend(method, '/payment', ZOk, { amount: '10.00' }, { retryOnce: true });
      const failure = expect(write).rejects.toSatisfy(
        (error) =>
          error instanceof ApiError &&
          error.status === 503 &&
          error.message === 'The service is busy. Please try again shortly.',
      );
      await vi.advanceTimersByTimeAsync(60_000);
      await failure;
      expect(fetchMock, method).toHaveBeenCalledTimes(1);
      expect(retrying()).toBe(0);
    }
  });
});

describe('retryAfterSeconds', () => {
  it('reads delta-seconds and an HTTP date; nothing else', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds(' 0 ')).toBe(0);
    const now = Date.UTC(2026, 11, 2, 12, 0, 0);
    expect(retryAfterSeconds('Wed, 02 Dec 2026 12:00:05 GMT', now)).toBe(5);
    expect(retryAfterSeconds('Wed, 02 Dec 2026 11:00:00 GMT', now)).toBe(0);
    for (const bad of [null, undefined, '', 'soon', '-3', '1.5'])
      expect(retryAfterSeconds(bad), String(bad)).toBeUndefined();
  });
});
