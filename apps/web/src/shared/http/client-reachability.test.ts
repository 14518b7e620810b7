/**
 * The service's reachability as the http client learns it: a read without an answer makes it unreachable, any answer
 * reachable; a write's failure and a caller's abort say nothing of it.
 */
import { describe, it, expect, vi } from 'vitest';
import { ApiError, apiGet, apiSend } from './client';
import { registerAuthHooks } from './auth-refresh';
import { serviceReachable } from '../offline/reachability';
import { ZOk, json, setUpEachTest } from './client-test-kit';

setUpEachTest();

describe('reachability', () => {
  it('a call without an answer makes the service unreachable; any answer, an error too, reachable', async () => {
    registerAuthHooks(undefined);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(json({ message: 'no' }, 500)),
    );
    await expect(apiGet('/x', ZOk)).rejects.toThrow();
    expect(serviceReachable()).toBe(false);
    await expect(apiGet('/x', ZOk)).rejects.toBeInstanceOf(ApiError);
    expect(serviceReachable()).toBe(true);
  });

  it("a write's failure says nothing of the service: its own message offers to try again", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiSend('POST', '/x', ZOk, {})).rejects.toThrow();
    expect(serviceReachable()).toBe(true);
  });

  it("a caller's abort says nothing of the service", async () => {
    const caller = new AbortController();
    caller.abort();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(apiGet('/x', ZOk, { signal: caller.signal })).rejects.toThrow();
    expect(serviceReachable()).toBe(true);
  });
});
