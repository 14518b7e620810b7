import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROBE_INTERVAL_MS,
  PROBE_TIMEOUT_MS,
  reportAnswered,
  reportUnanswered,
  resetReachability,
  serviceReachable,
  subscribeReachability,
} from './reachability';

const health = vi.fn<(url: RequestInfo | URL) => Promise<Response>>();

beforeEach(() => {
  vi.useFakeTimers();
  health.mockReset();
  vi.stubGlobal('fetch', health);
});
afterEach(() => {
  resetReachability();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('reachability', () => {
  it('is unreachable after a call without an answer, and reachable again after any answer', () => {
    const changed = vi.fn();
    const stop = subscribeReachability(changed);
    expect(serviceReachable()).toBe(true);
    reportUnanswered();
    expect(serviceReachable()).toBe(false);
    reportUnanswered();
    expect(changed).toHaveBeenCalledTimes(1);
    reportAnswered();
    expect(serviceReachable()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
  });

  it("asks the service's health every interval while unreachable, until it answers", async () => {
    health
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 503 }));
    reportUnanswered();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS - 1);
    expect(health).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(health).toHaveBeenCalledWith(
      '/api/health',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(serviceReachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    // an answer, even an error status, is the service reached
    expect(health).toHaveBeenCalledTimes(2);
    expect(serviceReachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(health).toHaveBeenCalledTimes(2);
  });

  it('asks one at a time, and gives up an ask that hangs (a dead connection) to ask again later', async () => {
    health.mockImplementation(
      (_url, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    reportUnanswered();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(health).toHaveBeenCalledTimes(1);
    // more reads fail and the browser says online while the ask hangs: still one ask
    reportUnanswered();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1);
    expect(health).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + PROBE_INTERVAL_MS);
    expect(health).toHaveBeenCalledTimes(2);
    expect(serviceReachable()).toBe(false);
    await vi.advanceTimersByTimeAsync((PROBE_TIMEOUT_MS + PROBE_INTERVAL_MS) * 3);
    expect(health).toHaveBeenCalledTimes(5);
  });

  it('asks at once when the browser says it is back online', async () => {
    health.mockResolvedValue(new Response('{}'));
    reportUnanswered();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(health).toHaveBeenCalledTimes(1);
    expect(serviceReachable()).toBe(true);
  });

  it("stops asking once the app's own call is answered", async () => {
    reportUnanswered();
    reportAnswered();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 2);
    window.dispatchEvent(new Event('online'));
    expect(health).not.toHaveBeenCalled();
  });
});
