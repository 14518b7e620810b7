/**
 * A day's appointment times as a radio group, each shown in the STORE's time zone with the zone's
 * abbreviation; when the device is in another zone, the device time follows in brackets.
 */
import { useTranslation } from 'react-i18next';
import type { TAppointmentSlot } from '@lender/contract';
import { formatTimeInZone, intlLocale } from '../format';
import styles from './appointment.module.css';

export interface SlotPickerProps {
  slots: readonly TAppointmentSlot[];
  storeTimeZone: string;
  deviceTimeZone: string;
  value: string | undefined;
  onChange: (appointmentDate: string) => void;
  errorId?: string;
}

export function SlotPicker({
  slots,
  storeTimeZone,
  deviceTimeZone,
  value,
  onChange,
  errorId,
}: SlotPickerProps) {
  const { t, i18n } = useTranslation('stores');
  const locale = intlLocale(i18n.language);
  return (
    <fieldset className={styles.fieldset} aria-describedby={errorId}>
      <legend className={styles.legend}>{t('appointment.time')}</legend>
      <div className={styles.choices}>
        {slots.map((slot) => {
          const storeTime = formatTimeInZone(slot.appointmentDate, storeTimeZone, locale);
          const deviceTime = formatTimeInZone(slot.appointmentDate, deviceTimeZone, locale);
          return (
            <label
              key={slot.appointmentDate}
              className={styles.choice}
              data-checked={value === slot.appointmentDate || undefined}
              data-disabled={!slot.available || undefined}
            >
              <input
                type="radio"
                name="appointment-slot"
                value={slot.appointmentDate}
                checked={value === slot.appointmentDate}
                disabled={!slot.available}
                onChange={() => onChange(slot.appointmentDate)}
              />
              <span>
                {storeTime}
                {deviceTime !== storeTime && ' '}
                {deviceTime !== storeTime && (
                  <span className={styles.muted}>
                    {t('appointment.yourTime', { time: deviceTime })}
                  </span>
                )}
                {!slot.available && ' '}
                {!slot.available && <span className={styles.muted}>{t('appointment.booked')}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
