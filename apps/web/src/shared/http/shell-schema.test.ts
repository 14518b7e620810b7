import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from '../chunks/load-chunk';

afterEach(() => {
  vi.doUnmock('./shell-schemas/config');
  vi.doUnmock('./shell-schemas/account-detail');
  vi.resetModules();
  sessionStorage.clear();
});

describe('shellSchema', () => {
  it('loads the named contract schema', async () => {
    const { shellSchema } = await import('./shell-schema');
    const { ZServiceStatusResponseSchema } = await import('@lender/contract');
    await expect(shellSchema('ZServiceStatusResponseSchema')()).resolves.toBe(
      ZServiceStatusResponseSchema,
    );
  });

  it('loads a loan’s detail from its own group', async () => {
    const { shellSchema } = await import('./shell-schema');
    const { ZAccountDetailResponseSchema } = await import('@lender/contract');
    await expect(shellSchema('ZAccountDetailResponseSchema')()).resolves.toBe(
      ZAccountDetailResponseSchema,
    );
  });

  it('loads only the group a read needs: the loans without a loan’s detail or the config calls’ schemas', async () => {
    vi.doMock('./shell-schemas/config', () => {
      throw new Error('the config group was loaded');
    });
    vi.doMock('./shell-schemas/account-detail', () => {
      throw new Error('a loan’s detail was loaded');
    });
    const { shellSchema } = await import('./shell-schema');
    const { ZAccountsResponseSchema, ZOffersResponseSchema } = await import('@lender/contract');
    await expect(shellSchema('ZAccountsResponseSchema')()).resolves.toBe(ZAccountsResponseSchema);
    await expect(shellSchema('ZOffersResponseSchema')()).resolves.toBe(ZOffersResponseSchema);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('reloads the page once when the schemas chunk is gone (a new build), as every lazy chunk does', async () => {
    vi.doMock('./shell-schemas/config', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { shellSchema } = await import('./shell-schema');
    void shellSchema('ZServiceStatusResponseSchema')();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1');
    vi.unstubAllGlobals();
  });
});
