import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { jsonResponse } from '../../test/render-screen';
import { logSessionEvent } from './session-events';
import { installMarketingEvents, marketingEventOf } from './marketing-events';

afterEach(() => vi.unstubAllGlobals());

describe('marketing events (decision 059)', () => {
  it('keeps only the allowed data fields: never the profile id the server sets, nor an unknown one', () => {
    expect(
      marketingEventOf({
        name: 'signIn',
        properties: { method: 'password', rememberMe: true, profile_id: 'p-1', guest: undefined },
      }),
    ).toEqual({ eventName: 'signIn', dataFields: { method: 'password' } });
  });

  it('sends no sign-out (the server records it) and nothing of a guest', () => {
    expect(
      marketingEventOf({ name: 'signOut', properties: { reason: 'sideBarButton' } }),
    ).toBeNull();
    expect(
      marketingEventOf({ name: 'signIn', properties: { method: 'link', guest: true } }),
    ).toBeNull();
  });

  it('posts the event to /iterableEvent, and a refusal breaks nothing', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => jsonResponse({ statusCode: 503, message: 'down' }, 503));
    vi.stubGlobal('fetch', fetchMock);
    installMarketingEvents();
    expect(() =>
      logSessionEvent({ name: 'sessionTimeout', properties: { limitMinutes: 5 } }),
    ).not.toThrow();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toMatch(/\/api\/iterableEvent$/);
    expect(JSON.parse(String(init.body))).toEqual({
      eventName: 'sessionTimeout',
      dataFields: { limitMinutes: 5 },
    });
  });
});
