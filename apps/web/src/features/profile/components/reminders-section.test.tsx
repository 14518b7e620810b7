import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TReminderSettingsResponse } from '@lender/contract';
import { useSessionStore } from '../../../shared/session/session-store';
import { jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { RemindersSection } from './reminders-section';

const ENDPOINT = 'https://push.example.com/send/this-browser';
const KEYS = { p256dh: 'BP256dh-key-of-this-browser', auth: 'auth-secret-1' };
const settings = (over: Partial<TReminderSettingsResponse> = {}): TReminderSettingsResponse => ({
  push: false,
  thisDevice: false,
  daysBefore: 3,
  fallback: 'both',
  ...over,
});

/** A browser with a service worker and Push: its permission, and its subscription once subscribed. */
function browserWithPush(
  permission: NotificationPermission,
  { subscribed = false, answer = 'granted' as NotificationPermission } = {},
) {
  let current = subscribed ? subscriptionOf() : null;
  function subscriptionOf() {
    return {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
      unsubscribe: vi.fn(async () => ((current = null), true)),
    };
  }
  const subscribe = vi.fn(async () => (current = subscriptionOf()));
  const notification = {
    permission,
    requestPermission: vi.fn(async () => ((notification.permission = answer), answer)),
  };
  const registration = {
    active: { state: 'activated' },
    pushManager: { getSubscription: vi.fn(async () => current), subscribe },
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  });
  return { subscribe, notification, unsubscribed: () => current === null };
}

function show(api: Parameters<typeof mockApi>[0] = {}, preference: 0 | 1 | 2 = 2) {
  const fetchMock = mockApi(api);
  renderScreen(<RemindersSection preference={preference} />, { path: '/inl/CustomerProfile' });
  return fetchMock;
}

beforeEach(async () => {
  useSessionStore.setState({
    authenticated: true,
    customerId: 'T100001',
    customerIds: { tlxe: 'T100001' },
    brands: ['inl'],
    tokens: { accessToken: 'a', deviceKey: 'd' },
  });
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('RemindersSection', () => {
  it('says when the browser cannot show notifications, and where reminders go instead (her preference)', async () => {
    const fetchMock = show({}, 0);
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'When notifications are off we remind you by email — your communication preference.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns reminders on: asks for the permission, subscribes with the server’s key and sends the subscription', async () => {
    const browser = browserWithPush('default');
    let onServer = false;
    const fetchMock = show({
      'GET /reminders/settings': (url) =>
        jsonResponse(
          settings({
            push: onServer,
            thisDevice: onServer && url.searchParams.get('endpoint') === ENDPOINT,
          }),
        ),
      'GET /reminders/vapidPublicKey': () => jsonResponse({ publicKey: 'BVapidPublicKey' }),
      'POST /reminders/subscriptions': () => (
        (onServer = true),
        jsonResponse(settings({ push: true, thisDevice: true }))
      ),
    });
    const toggle = await screen.findByRole('switch', {
      name: 'Remind me by notification on this device',
    });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'When notifications are off we remind you by email and text message — your communication preference.',
    );
    expect(screen.getByText('Reminders come 3 days before each due date.')).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reminders by notification are on for this device.',
    );
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'BVapidPublicKey',
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: KEYS,
    });
  });

  it('turns reminders off: unsubscribes this browser and tells the server', async () => {
    const browser = browserWithPush('granted', { subscribed: true });
    let onServer = true;
    const fetchMock = show({
      'GET /reminders/settings': (url) =>
        jsonResponse(
          settings({
            push: onServer,
            thisDevice: onServer && url.searchParams.get('endpoint') === ENDPOINT,
          }),
        ),
      'DELETE /reminders/subscriptions': () => ((onServer = false), jsonResponse(settings())),
    });
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(browser.unsubscribed()).toBe(true);
    const del = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(del?.[1]?.body))).toEqual({ endpoint: ENDPOINT });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reminders by notification are off for this device.',
    );
  });

  it('says when she refuses the permission, or has blocked it before', async () => {
    const browser = browserWithPush('default', { answer: 'denied' });
    show({
      'GET /reminders/settings': () => jsonResponse(settings()),
      'GET /reminders/vapidPublicKey': () => jsonResponse({ publicKey: 'BVapidPublicKey' }),
    });
    await userEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByText(/Notifications are blocked for this app/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('a push service the server does not send to: says so, stays off, and leaves the browser unsubscribed (decision 046)', async () => {
    const browser = browserWithPush('granted');
    show({
      'GET /reminders/settings': () => jsonResponse(settings()),
      'GET /reminders/vapidPublicKey': () => jsonResponse({ publicKey: 'BVapidPublicKey' }),
      'POST /reminders/subscriptions': () =>
        jsonResponse(
          {
            statusCode: 400,
            errorCode: 'pushEndpoint.notPushService',
            field: 'body.endpoint',
            message:
              'Reminders cannot be sent to this browser’s notification service. We remind you by email or text.',
          },
          400,
        ),
    });
    const toggle = await screen.findByRole('switch');
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Reminders cannot be sent to this browser’s notification service.',
    );
    expect(toggle).not.toBeChecked();
    expect(browser.subscribe).toHaveBeenCalled();
    expect(browser.unsubscribed()).toBe(true);
  });

  it('shows the server’s refusal tied to the switch, in Spanish too', async () => {
    await i18next.changeLanguage('es');
    browserWithPush('granted');
    show({
      'GET /reminders/settings': () => jsonResponse(settings()),
      'GET /reminders/vapidPublicKey': () =>
        jsonResponse(
          {
            statusCode: 404,
            errorCode: 'reminders.pushUnavailable',
            message: 'Los recordatorios por notificación no están disponibles.',
          },
          404,
        ),
    });
    const toggle = await screen.findByRole('switch', {
      name: 'Recordarme con una notificación en este dispositivo',
    });
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los recordatorios por notificación no están disponibles.',
    );
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });
});
