/** The days with open appointment times (GET /appointmentTimes) as a radio group. */
import { useTranslation } from 'react-i18next';
import type { TAppointmentTimesResponse } from '@lender/contract';
import { formatCalendarDay, intlLocale } from '../format';
import styles from './appointment.module.css';

export interface DayPickerProps {
  days: TAppointmentTimesResponse['days'];
  value: string | undefined;
  onChange: (date: string) => void;
}

export function DayPicker({ days, value, onChange }: DayPickerProps) {
  const { t, i18n } = useTranslation('stores');
  const locale = intlLocale(i18n.language);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('appointment.day')}</legend>
      <div className={styles.choices}>
        {days.map((day) => (
          <label
            key={day.date}
            className={styles.choice}
            data-checked={value === day.date || undefined}
          >
            <input
              type="radio"
              name="appointment-day"
              value={day.date}
              checked={value === day.date}
              onChange={() => onChange(day.date)}
            />
            <span>
              {formatCalendarDay(day.date, locale)}{' '}
              <span className={styles.muted}>
                {t('appointment.openSlots', { count: day.openSlots })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
