/**
 * A day's free appointment times as a radio group of time buttons, in the STORE's time zone (named
 * once, in the group's legend); when the device is in another zone, each button also shows the
 * device's time with its zone.
 */
import { useTranslation } from 'react-i18next';
import type { TAppointmentSlot } from '@lender/contract';
import { NoWrap } from '../../../shared/ui/no-wrap';
import { formatTimeInZone, formatTimeOnly, zoneName } from '../format';
import { intlLocale } from '../../../shared/i18n/format';
import styles from './appointment.module.css';

export interface SlotPickerProps {
  /** the free times only: a past or taken time is not offered */
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
  const first = slots[0]?.appointmentDate;
  const storeZone = zoneName(storeTimeZone, locale, 'short', first ? new Date(first) : undefined);
  return (
    <fieldset className={styles.fieldset} aria-describedby={errorId}>
      <legend className={styles.legend}>{t('appointment.timeIn', { zone: storeZone })}</legend>
      <div className={styles.times}>
        {slots.map((slot) => {
          const storeTime = formatTimeInZone(slot.appointmentDate, storeTimeZone, locale);
          const deviceTime = formatTimeInZone(slot.appointmentDate, deviceTimeZone, locale);
          const shown = formatTimeOnly(slot.appointmentDate, storeTimeZone, locale);
          const yourTime =
            deviceTime !== storeTime ? t('appointment.yourTime', { time: deviceTime }) : undefined;
          return (
            <label
              key={slot.appointmentDate}
              className={styles.time}
              data-checked={value === slot.appointmentDate || undefined}
            >
              <input
                type="radio"
                name="appointment-slot"
                value={slot.appointmentDate}
                checked={value === slot.appointmentDate}
                onChange={() => onChange(slot.appointmentDate)}
                aria-label={[shown, storeZone, yourTime].filter(Boolean).join(' ')}
              />
              <NoWrap>{shown}</NoWrap>
              {yourTime && <span className={styles.small}>{yourTime}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
