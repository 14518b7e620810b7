/**
 * Due-date reminders (issue 15; decision 020): a switch turns reminders by notification on or off on this device
 * (the browser asks for the permission; the subscription goes to the server). When they are off, or the browser
 * cannot show them, reminders come by the communication preference — the section says which.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunicationPreferenceCode } from '@lender/domain';
import { Loading, errorReason } from '../../../shared/ui/query-state';
import { PushSubscribeError } from '../push-device';
import {
  pushUsable,
  usePushDevice,
  useReminderSettings,
  useReminderSwitch,
} from '../reminders-api';
import content from '../../../shared/ui/content.module.css';
import { Checkbox } from '../../../shared/ui/choice';
import controls from '../../../shared/ui/controls.module.css';
import styles from './profile.module.css';

export function RemindersSection({ preference }: { preference: CommunicationPreferenceCode }) {
  const { t } = useTranslation('profile');
  const [device, setDevice] = usePushDevice();
  const support = device?.support;
  const usable = pushUsable(support);
  const settings = useReminderSettings(device?.endpoint ?? null, usable);
  const toggle = useReminderSwitch(setDevice);
  const id = useId();
  const denied = support === 'denied' || toggle.data === 'denied';
  const on = usable && !denied && Boolean(device?.endpoint) && settings.data?.thisDevice === true;
  const notes = [
    `${id}-fallback`,
    denied || support === 'unsupported' ? `${id}-state` : null,
    toggle.error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section className={content.card} aria-labelledby="profile-reminders">
      <h2 id="profile-reminders">{t('reminders.heading')}</h2>
      {(!device || (usable && settings.isPending)) && <Loading text={t('reminders.loading')} />}
      {support === 'unsupported' && <p id={`${id}-state`}>{t('reminders.unsupported')}</p>}
      {denied && <p id={`${id}-state`}>{t('reminders.denied')}</p>}
      {usable && !denied && settings.data && (
        <Checkbox
          framed
          role="switch"
          checked={on}
          disabled={toggle.isPending}
          aria-describedby={notes}
          aria-invalid={toggle.error ? true : undefined}
          onChange={(event) => toggle.mutate(event.target.checked)}
        >
          {t('reminders.switch')}
        </Checkbox>
      )}
      {usable && !denied && settings.data && (
        <p className={content.muted}>
          {t('reminders.daysBefore', { count: settings.data.daysBefore })}
        </p>
      )}
      <p id={`${id}-fallback`} className={content.muted}>
        {t('reminders.fallback', { channel: t(`reminders.channel.${preference}`) })}
      </p>
      {toggle.error && (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {toggle.error instanceof PushSubscribeError
            ? t('reminders.subscribeFailed')
            : errorReason(toggle.error)}
        </p>
      )}
      {toggle.isSuccess && toggle.data !== 'denied' && (
        <div role="status" className={controls.success}>
          <p>{t(on ? 'reminders.nowOn' : 'reminders.nowOff')}</p>
        </div>
      )}
    </section>
  );
}
