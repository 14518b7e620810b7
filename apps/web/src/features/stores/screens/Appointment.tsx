/**
 * {brand}-Appointment (/{brand}/Accounts/:loanId/Appointment): book a visit at the loan's store.
 * The store comes from GET /accountdetail; the days from GET /appointmentTimes and the times from
 * GET /appointmentslots, shown in the store's time zone (named on screen). 'Appointment unavailable'
 * when the store has no open time in the coming days. An upcoming appointment for the loan is shown
 * and booking moves it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { APPOINTMENT_TYPES } from '@lender/contract';
import type { TAppointment } from '@lender/contract';
import { formatPhoneDisplay, phoneTelHref } from '@lender/domain';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import {
  APPOINTMENT_DAYS,
  deviceTimeZone,
  useAppointmentLoan,
  useAppointmentTimes,
  useScheduledAppointments,
} from '../api/appointments';
import { AppointmentConfirmation } from '../components/appointment-confirmation';
import { AppointmentForm } from '../components/appointment-form';
import { formatCalendarDay, formatTimeInZone, zoneName } from '../format';
import { intlLocale } from '../../../shared/i18n/format';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import styles from '../components/stores.module.css';
import pickerStyles from '../components/appointment.module.css';
import { noWrapClass } from '../../../shared/ui/no-wrap';

export default function Appointment() {
  const { t, i18n } = useTranslation('stores');
  useHeader('stores:appointment.title', 'back');
  const brand = usePageBrand();
  const loanId = useParams().loanId ?? '';
  // a visit asked for by another screen (?appointmentType=productSwitch from a renewal the store must finish)
  const asked = useSearchParams()[0].get('appointmentType');
  const initialType = APPOINTMENT_TYPES.find((type) => type === asked);
  const timeZone = deviceTimeZone();
  const locale = intlLocale(i18n.language);
  const loan = useAppointmentLoan(loanId);
  const times = useAppointmentTimes(loan.data?.storeId);
  const scheduled = useScheduledAppointments(timeZone);
  const [booked, setBooked] = useState<TAppointment>();
  const existing = scheduled.data?.appointments.find((a) => a.loanId === loanId);
  const backTo = routePath(`${brand}-AccountDetails`, { loanId });

  const body = () => {
    if (loan.isError) {
      return (
        <div role="alert" className={styles.alert}>
          <p>{t('appointment.loanError')}</p>
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={() => void loan.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      );
    }
    if (booked) return <AppointmentConfirmation appointment={booked} backTo={backTo} />;
    if (loan.isPending || times.isPending) {
      return (
        <p role="status" className={styles.status}>
          {t('appointment.loading')}
        </p>
      );
    }
    if (times.isError) {
      return (
        <div role="alert" className={styles.alert}>
          <p>{t('appointment.timesError')}</p>
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={() => void times.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      );
    }
    if (loan.data.isAlternate) return <p className={styles.notice}>{t('appointment.alternate')}</p>;
    const tel = phoneTelHref(loan.data.storePhoneNumber);
    const storeZone = zoneName(times.data.timeZone, locale);
    return (
      <>
        <section className={styles.card} aria-labelledby="appointment-store">
          <h2 id="appointment-store" className={styles.cardTitle}>
            {loan.data.storeName}
          </h2>
          {tel && (
            <a className={`${styles.action} ${noWrapClass}`} href={tel}>
              {t('store.call', { phone: formatPhoneDisplay(loan.data.storePhoneNumber) })}
            </a>
          )}
        </section>
        {existing && (
          <p className={styles.notice}>
            {t('appointment.existing', {
              day: formatCalendarDay(existing.storeDate, locale),
              time: formatTimeInZone(existing.appointmentDate, existing.timeZone, locale),
            })}
          </p>
        )}
        {times.data.days.length === 0 ? (
          <div className={styles.notice} role="status">
            <h2 className={styles.subheading}>{t('appointment.unavailableTitle')}</h2>
            <p>{t('appointment.unavailable', { days: APPOINTMENT_DAYS })}</p>
          </div>
        ) : (
          <>
            <p className={pickerStyles.zone}>
              {t('appointment.zoneNote', { zone: storeZone, timeZone: times.data.timeZone })}
            </p>
            <AppointmentForm
              storeId={times.data.storeId}
              loanHdr={loan.data.loanHdr}
              times={times.data}
              deviceTimeZone={timeZone}
              existing={existing}
              initialType={initialType}
              onBooked={setBooked}
            />
          </>
        )}
      </>
    );
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('appointment.heading')}</h1>
      <p className={styles.intro}>{t('appointment.intro')}</p>
      {body()}
    </div>
  );
}
