import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { jsonResponse } from '../../test/render-screen';
import { logSessionEvent } from './session-events';
import { marketingIssues } from '@lender/domain';
import { useSessionStore } from './session-store';
import { installMarketingEvents, marketingEventOf, recordMarketingEvent } from './marketing-events';

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

describe('a screen’s marketing event (decision 059)', () => {
  const signedIn = { authenticated: true, guest: false, tokens: { accessToken: 'a' } };
  afterEach(() =>
    useSessionStore.setState({ authenticated: false, guest: false, tokens: undefined }),
  );

  it.each([
    ['profileViewed', { screen: 'CustomerProfile' }],
    ['addressUpdated', { state: 'TX' }],
    ['preferencesUpdated', { preference: 0 }],
    ['preferencesUpdated', { language: 'es' }],
    ['bankAccountAdded', {}],
    ['referralShared', { source: 'copyLink' }],
    ['pwaInstalled', { platform: 'chrome' }],
  ] as const)('%s carries only its own allowed fields %j', (name, fields) => {
    const body = marketingEventOf({ name, properties: fields });
    expect(body).toEqual({ eventName: name, dataFields: fields });
    expect(marketingIssues(body!)).toEqual([]);
  });

  it('is sent once for a signed-in borrower, never for a guest or a signed-out visitor', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => jsonResponse({ recorded: true }));
    vi.stubGlobal('fetch', fetchMock);
    installMarketingEvents();
    recordMarketingEvent('preferencesUpdated', { language: 'es' });
    useSessionStore.setState({ ...signedIn, guest: true });
    recordMarketingEvent('pwaInstalled', { platform: 'chrome' });
    useSessionStore.setState(signedIn);
    recordMarketingEvent('addressUpdated', { state: 'OK' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toMatch(/\/api\/iterableEvent$/);
    expect(JSON.parse(String(init.body))).toEqual({
      eventName: 'addressUpdated',
      dataFields: { state: 'OK' },
    });
  });
});
