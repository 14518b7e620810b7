/** The booked appointment: day and time at the store (with its zone), the store, and a call link. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAppointment } from '@lender/contract';
import { formatPhoneDisplay, phoneTelHref } from '@lender/domain';
import { formatCalendarDay, formatTimeInZone, zoneName } from '../format';
import { intlLocale } from '../../../shared/i18n/format';
import styles from './stores.module.css';
import pickerStyles from './appointment.module.css';
import { noWrapClass } from '../../../shared/ui/no-wrap';

export function AppointmentConfirmation({
  appointment,
  backTo,
}: {
  appointment: TAppointment;
  backTo: string;
}) {
  const { t, i18n } = useTranslation('stores');
  const locale = intlLocale(i18n.language);
  const at = new Date(appointment.appointmentDate);
  const tel = phoneTelHref(appointment.storePhone);
  return (
    <section role="status" aria-labelledby="appointment-booked" className={styles.card}>
      <h2 id="appointment-booked" className={styles.cardTitle}>
        {t('appointment.confirmedTitle')}
      </h2>
      <dl className={pickerStyles.summary}>
        <dt>{t('appointment.when')}</dt>
        <dd>
          {t('appointment.whenValue', {
            day: formatCalendarDay(appointment.storeDate, locale),
            time: formatTimeInZone(appointment.appointmentDate, appointment.timeZone, locale),
          })}
        </dd>
        <dt>{t('appointment.zone')}</dt>
        <dd>{zoneName(appointment.timeZone, locale, 'long', at)}</dd>
        <dt>{t('appointment.where')}</dt>
        <dd>
          {appointment.storeName}
          <br />
          {appointment.storeAddress}
        </dd>
        <dt>{t('appointment.reason')}</dt>
        <dd>{t(`appointment.types.${appointment.appointmentType}`)}</dd>
      </dl>
      <div className={styles.actions}>
        {tel && (
          <a className={`${styles.action} ${noWrapClass}`} href={tel}>
            {t('store.call', { phone: formatPhoneDisplay(appointment.storePhone) })}
          </a>
        )}
        <Link className={styles.action} to={backTo}>
          {t('appointment.backToLoan')}
        </Link>
      </div>
    </section>
  );
}
