/**
 * {brand}-CustomerProfile (spec §2; issue 15): the borrower's record — who she is, her addresses, bank accounts and
 * communication preferences, due-date reminders on this device (while manageNotifications is on), her Military
 * Lending Act status (decision 059) — each section edited in place — and how she signs in (passkeys, trusted
 * devices). The UpdateUser group returns here with ?updated=true,
 * and the success shows. Loading, error ('Failed to get customer details') and empty states as every screen.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cachedServerSettings, useServerSettings } from '../../../shared/config/config-settings';
import { useHeader } from '../../../shared/layout/use-header';
import { recordMarketingEvent } from '../../../shared/session/marketing-events';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { personalInfoQuery, usePersonalInfo } from '../api';
import { passkeysQuery, trustedDevicesQuery } from '../security-api';
import { militaryStatusQuery } from '../../../shared/loans/credit-standing';
import type { ScreenModule, ScreenPrefetchArgs } from '../../../shared/routing/types';
import { buildSchemasAhead } from '../../../shared/http/lazy-schemas';
import { profileSchema } from '../profile-schema';
import { AddressSection } from '../components/address-section';
import { BankSection } from '../components/bank-section';
import { PersonalDetails } from '../components/personal-details';
import { PreferencesSection } from '../components/preferences-section';
import { SecuritySection } from '../components/security-section';
import { RemindersSection } from '../components/reminders-section';
import { prefetchReminderSettings, readPushDeviceAhead } from '../reminders-api';
import { MilitarySection } from '../components/military-section';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';

/**
 * Her record and the sections' own reads start together when the route lets her in (decision 038), not the sections'
 * after her record has drawn them: the screen is one round away (decisions 066, 081 — the reminders' settings too, when
 * the lender offers them).
 */
export function prefetch({ queryClient }: ScreenPrefetchArgs): void {
  void queryClient.prefetchQuery(personalInfoQuery());
  void queryClient.prefetchQuery(militaryStatusQuery());
  void queryClient.prefetchQuery(passkeysQuery());
  void queryClient.prefetchQuery(trustedDevicesQuery());
  if (cachedServerSettings(queryClient).manageNotifications) prefetchReminderSettings(queryClient);
}

/**
 * Ahead of a tap, once the screen is preloaded on the page she stays on (decision 085): the profile's answer schemas
 * built (one module for her record and every section's), and this browser's push state read when the lender offers
 * reminders, so the tap asks for the reminders' settings beside her record at once.
 */
export const warm: ScreenModule['warm'] = ({ queryClient }) => [
  () => buildSchemasAhead(profileSchema('ZPersonalInfoResponseSchema')),
  () => {
    if (cachedServerSettings(queryClient).manageNotifications) readPushDeviceAhead();
  },
];

export default function CustomerProfile() {
  const { t } = useTranslation('profile');
  useHeader('profile:title');
  const [search] = useSearchParams();
  const updated = search.get('updated') === 'true';
  const query = usePersonalInfo(updated);
  const info = query.data;
  // spec §9 manageNotifications: the notifications (due-date reminders on this device) section is the lender's to offer
  const { manageNotifications } = useServerSettings();
  // decision 059: profileViewed once per visit, when her profile has shown (not on a load that failed)
  const viewed = useRef(false);
  const shown = info !== undefined;
  useEffect(() => {
    if (!shown || viewed.current) return;
    viewed.current = true;
    recordMarketingEvent('profileViewed', { screen: 'CustomerProfile' });
  }, [shown]);
  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('heading')}</h1>
      {updated && (
        <div role="status" className={controls.success}>
          <p>{t('signInUpdated')}</p>
        </div>
      )}
      {query.isPending && <Loading text={t('loading')} />}
      {query.isError && <ErrorAlert message={t('error')} onRetry={() => void query.refetch()} />}
      {info && (
        <>
          <PersonalDetails info={info} />
          <AddressSection info={info} />
          <PreferencesSection info={info} />
          {manageNotifications && (
            <RemindersSection preference={info.communicationSettings.preference} />
          )}
          <BankSection info={info} />
          <MilitarySection />
          <SecuritySection />
        </>
      )}
    </div>
  );
}
