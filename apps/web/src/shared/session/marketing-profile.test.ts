import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { marketingIssues } from '@lender/domain';
import { jsonResponse } from '../../test/render-screen';
import { useSessionStore } from './session-store';
import {
  createMarketingProfile,
  marketingProfileOf,
  updateMarketingProfile,
} from './marketing-profile';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ authenticated: false, guest: false, tokens: undefined });
});

const calls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map((call) => {
    const [url, init] = call as [string, RequestInit];
    return { url: String(url), method: init.method, body: JSON.parse(String(init.body)) };
  });

describe('the marketing profile (decision 059)', () => {
  it('carries only the fields that hold a value, each on the domain’s list', () => {
    const body = marketingProfileOf({ firstName: 'Ana', language: 'es', brand: 'inl', state: '' });
    expect(body).toEqual({ dataFields: { firstName: 'Ana', language: 'es', brand: 'inl' } });
    expect(marketingIssues(body)).toEqual([]);
  });

  it('is created with POST and updated with PUT for a signed-in borrower; a refusal breaks nothing', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ statusCode: 503, message: 'down' }, 503));
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.setState({ authenticated: true, guest: false, tokens: { accessToken: 'a' } });
    expect(() => createMarketingProfile({ language: 'en', brand: 'inl' })).not.toThrow();
    updateMarketingProfile({ state: 'OK' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(calls(fetchMock)).toEqual([
      {
        url: expect.stringMatching(/\/api\/iterableProfile$/),
        method: 'POST',
        body: { dataFields: { language: 'en', brand: 'inl' } },
      },
      {
        url: expect.stringMatching(/\/api\/iterableProfile$/),
        method: 'PUT',
        body: { dataFields: { state: 'OK' } },
      },
    ]);
  });

  it('sends nothing without a signed-in borrower', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ recorded: true }));
    vi.stubGlobal('fetch', fetchMock);
    updateMarketingProfile({ language: 'es' });
    useSessionStore.setState({ authenticated: true, guest: true, tokens: { accessToken: 'a' } });
    updateMarketingProfile({ language: 'es' });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
