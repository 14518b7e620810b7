/** Reminders (issue 15): the VAPID key, a device's push subscription, the profile's settings. Every call is the caller's own profile. */
import {
  receivesEmail,
  receivesText,
  reminderDaysBeforeIssue,
  type CommunicationPreferenceCode,
} from '@lender/domain';
import type {
  TLanguage,
  TPushSubscriptionRequest,
  TReminderFallback,
  TReminderSettingsResponse,
} from '@lender/contract';
import type { PushEndpointPolicy, VapidKeys } from '../../../integrations/push';
import type { Clock } from '../../../lib/clock';
import type { AuthContext } from '../../../plugins/authenticate';
import { reminderErrors } from './errors';
import type { RemindersRepo } from './repo';

export function fallbackOf(preference: CommunicationPreferenceCode): TReminderFallback {
  if (receivesEmail(preference) && receivesText(preference)) return 'both';
  return receivesText(preference) ? 'text' : 'email';
}

interface RemindersServiceDeps {
  repo: RemindersRepo;
  vapid: (() => Promise<VapidKeys>) | null;
  /** where a subscription may point (decision 046) */
  endpoints: Pick<PushEndpointPolicy, 'check'>;
  clock: Clock;
  defaultDaysBefore: number;
}

export function createRemindersService({
  repo,
  vapid,
  endpoints,
  clock,
  defaultDaysBefore,
}: RemindersServiceDeps) {
  /** PUSH_SERVICE=off (production without VAPID keys): no browser may subscribe */
  function keys() {
    if (!vapid) throw reminderErrors.pushUnavailable();
    return vapid();
  }

  async function settingsOf(
    auth: AuthContext,
    endpoint?: string,
  ): Promise<TReminderSettingsResponse> {
    const [subscriptions, settings, preference] = await Promise.all([
      repo.subscriptionsOf(auth.profileId),
      repo.settingsOf(auth.profileId),
      repo.communicationPreferenceOf(auth.customerId),
    ]);
    return {
      push: subscriptions.length > 0,
      thisDevice: endpoint !== undefined && subscriptions.some((s) => s.endpoint === endpoint),
      daysBefore: settings?.daysBefore ?? defaultDaysBefore,
      fallback: fallbackOf(preference as CommunicationPreferenceCode),
    };
  }

  return {
    async vapidPublicKey() {
      return { publicKey: (await keys()).publicKey };
    },

    settings: settingsOf,

    /** This browser's subscription for the caller, on a push service's public host only; her reminders are written in the language she uses now. */
    async subscribe(
      auth: AuthContext,
      body: TPushSubscriptionRequest,
      deviceKey: string | undefined,
      language: TLanguage,
    ) {
      await keys();
      const refused = await endpoints.check(body.endpoint);
      if (refused) throw reminderErrors.endpoint(refused);
      const now = clock();
      await repo.saveSubscription(auth.profileId, body, deviceKey ?? null, now);
      await repo.saveSettings(auth.profileId, { language }, now);
      return settingsOf(auth, body.endpoint);
    },

    async unsubscribe(auth: AuthContext, endpoint: string, language: TLanguage) {
      if (!(await repo.deleteSubscription(auth.profileId, endpoint)))
        throw reminderErrors.subscriptionNotFound();
      await repo.saveSettings(auth.profileId, { language }, clock());
      return settingsOf(auth, endpoint);
    },

    async updateSettings(auth: AuthContext, daysBefore: number, language: TLanguage) {
      const issue = reminderDaysBeforeIssue(daysBefore);
      if (issue) throw reminderErrors.daysBefore(issue);
      await repo.saveSettings(auth.profileId, { daysBefore, language }, clock());
      return settingsOf(auth);
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
