import { afterEach, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { SERVER_SETTINGS_DEFAULTS } from '@lender/domain';
import { prefetchFirstRound } from '../../../test/prefetch-round';
import { configSettingsQuery } from '../../../shared/config/config-settings';
import type * as PushDeviceModule from '../push-device';
import { pushDevice, type PushDevice } from '../push-device';
import { prefetch } from './CustomerProfile';

vi.mock('../push-device', async (original) => ({
  ...(await original<typeof PushDeviceModule>()),
  pushDevice: vi.fn(),
}));
const thisBrowser = (device: PushDevice) => vi.mocked(pushDevice).mockResolvedValue(device);

afterEach(() => vi.unstubAllGlobals());

const SECTIONS = ['/api/devices', '/api/militarystatus', '/api/passkeys', '/api/personalInfo'];

function lenderSettings(manageNotifications: boolean) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(configSettingsQuery().queryKey, {
    settings: { ...SERVER_SETTINGS_DEFAULTS, manageNotifications },
  } as never);
  return queryClient;
}

it('asks for her record, military status, passkeys and trusted devices in one round (decision 066)', async () => {
  thisBrowser({ support: 'unsupported', endpoint: null });
  expect(await prefetchFirstRound(prefetch)).toEqual([...SECTIONS].sort());
});

it('asks for this browser’s reminder settings in that round when it can take notifications (decision 081)', async () => {
  thisBrowser({ support: 'granted', endpoint: 'https://push.example/device-1' });
  expect(await prefetchFirstRound(prefetch, {}, lenderSettings(true))).toEqual(
    [...SECTIONS, '/api/reminders/settings'].sort(),
  );
});

it('leaves the reminders out when the lender does not offer them or the browser refused notifications', async () => {
  thisBrowser({ support: 'granted', endpoint: null });
  expect(await prefetchFirstRound(prefetch, {}, lenderSettings(false))).toEqual(
    [...SECTIONS].sort(),
  );
  thisBrowser({ support: 'denied', endpoint: null });
  expect(await prefetchFirstRound(prefetch, {}, lenderSettings(true))).toEqual(
    [...SECTIONS].sort(),
  );
});

it('asks for the reminders’ settings at once when the warm has read this browser’s push state (decision 085)', async () => {
  // a module of its own: the push state read ahead is the module's, kept from one tap to the next
  vi.resetModules();
  const screen = await import('./CustomerProfile');
  const device = vi.mocked((await import('../push-device')).pushDevice);
  device.mockClear();
  device.mockResolvedValue({ support: 'granted', endpoint: 'https://push.example/device-1' });
  const queryClient = lenderSettings(true);
  for (const step of screen.warm!({ brand: 'inl', queryClient })) step();
  await vi.waitFor(() => expect(device).toHaveBeenCalledTimes(1));
  await Promise.resolve();
  // the push state does not answer now: the settings can only be asked with the state read ahead
  device.mockReturnValue(new Promise<PushDevice>(() => undefined));
  const asked = await prefetchFirstRound(screen.prefetch, {}, queryClient);
  expect(asked).toContain('/api/reminders/settings');
  const settings = vi
    .mocked(fetch)
    .mock.calls.map(([url]) => new URL(String(url), 'http://app.local'))
    .find((url) => url.pathname === '/api/reminders/settings');
  expect(settings?.searchParams.get('endpoint')).toBe('https://push.example/device-1');
});
