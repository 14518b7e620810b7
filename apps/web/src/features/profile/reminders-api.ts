/**
 * The due-date reminders' calls (decision 020): this browser's push state, the profile's reminder settings for it
 * (GET /reminders/settings?endpoint=), and turning push on (VAPID key, subscribe, POST /reminders/subscriptions) or
 * off (unsubscribe, DELETE /reminders/subscriptions) on this device.
 */
import { useEffect, useState } from 'react';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { TReminderSettingsResponse } from '@lender/contract';
import { apiGet, apiSend, ApiError } from '../../shared/http/client';
import {
  pushDevice,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushDevice,
} from './push-device';
import { profileSchema } from './profile-schema';

/**
 * This browser's push state as last read — ahead of the profile, when its screen was preloaded (its `warm`), or by the
 * reminders section — so the tap that opens the profile asks for the settings at once (decision 085). A switch forgets
 * it: the section reads the state again when it next shows.
 */
let lastRead: PushDevice | undefined;

/** Reads this browser's push state ahead of the profile (no request: the service worker's). */
export function readPushDeviceAhead(): void {
  void pushDevice().then(
    (device) => void (lastRead = device),
    () => undefined,
  );
}

/**
 * This browser's push state, read once (it waits for the service worker to be active). Component state, not a
 * query: a first visit may wait for the worker's install, and the layout's "processing..." counts every query.
 */
export function usePushDevice() {
  const [device, setDevice] = useState<PushDevice | undefined>();
  useEffect(() => {
    let live = true;
    void pushDevice()
      .catch((): PushDevice => ({ support: 'unsupported', endpoint: null }))
      .then((found) => {
        lastRead = found;
        if (live) setDevice(found);
      });
    return () => {
      live = false;
    };
  }, []);
  return [device, setDevice] as const;
}

/** The profile's reminder settings, with this browser's subscription (`endpoint`, null when it has none). */
export const reminderSettingsQuery = (endpoint: string | null) =>
  queryOptions({
    queryKey: ['profile', 'reminders', 'settings', endpoint] as const,
    queryFn: ({ signal }) =>
      apiGet('/reminders/settings', profileSchema('ZReminderSettingsResponseSchema'), {
        query: endpoint ? { endpoint } : {},
        signal,
      }),
  });

export const useReminderSettings = (endpoint: string | null, enabled: boolean) =>
  useQuery({ ...reminderSettingsQuery(endpoint), enabled });

/** Whether this browser can take reminders by notification (its permission not refused, push supported). */
export const pushUsable = (support: PushDevice['support'] | undefined) =>
  support === 'default' || support === 'granted';

/**
 * The settings the reminders section will ask for, asked with the tap that opens the profile (decision 081): with this
 * browser's push state as last read, at once (decision 085); else read first (the service worker's, no request), then
 * the settings beside her record.
 */
export function prefetchReminderSettings(queryClient: QueryClient): void {
  const ask = (device: PushDevice) => {
    if (pushUsable(device.support))
      void queryClient.prefetchQuery(reminderSettingsQuery(device.endpoint));
  };
  if (lastRead) ask(lastRead);
  else void pushDevice().then(ask, () => undefined);
}

/** The outcome of a switch: the settings now and this browser's endpoint, or 'denied' when the permission was refused. */
type SwitchOutcome = { settings: TReminderSettingsResponse; endpoint: string | null } | 'denied';

async function switchPush(on: boolean): Promise<SwitchOutcome> {
  if (on) {
    const { publicKey } = await apiGet(
      '/reminders/vapidPublicKey',
      profileSchema('ZVapidKeyResponseSchema'),
    );
    // the request's schema is in hand before the browser subscribes: nothing left to load between the two
    const requestSchema = await profileSchema('ZPushSubscriptionRequestSchema')();
    const subscription = await subscribeThisDevice(publicKey);
    if (!subscription) return 'denied';
    const body = requestSchema.parse(subscription);
    const settings = await apiSend(
      'POST',
      '/reminders/subscriptions',
      profileSchema('ZReminderSettingsResponseSchema'),
      body,
    ).catch(async (error: unknown) => {
      // a push service the server does not send to (decision 046): the browser's subscription would only dangle
      if (error instanceof ApiError && error.status === 400)
        await unsubscribeThisDevice().catch(() => null);
      throw error;
    });
    return { settings, endpoint: body.endpoint };
  }
  const endpoint = await unsubscribeThisDevice();
  const current = () =>
    apiGet('/reminders/settings', profileSchema('ZReminderSettingsResponseSchema'));
  // a subscription the server already dropped (gone, or taken over by another profile) is off all the same
  const settings = endpoint
    ? await apiSend(
        'DELETE',
        '/reminders/subscriptions',
        profileSchema('ZReminderSettingsResponseSchema'),
        { endpoint },
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return current();
        throw error;
      })
    : await current();
  return { settings, endpoint: null };
}

/** The answer goes into the cache and the device state at once: the switch stays in place (and keeps the focus) while nothing refetches. */
export function useReminderSwitch(
  setDevice: (change: (device: PushDevice | undefined) => PushDevice | undefined) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => {
      lastRead = undefined;
      return switchPush(on);
    },
    onSuccess: (outcome) => {
      if (outcome === 'denied') {
        setDevice((device) => (device ? { ...device, support: 'denied' } : device));
        return;
      }
      client.setQueryData(reminderSettingsQuery(outcome.endpoint).queryKey, outcome.settings);
      setDevice((device) => (device ? { ...device, endpoint: outcome.endpoint } : device));
    },
  });
}
