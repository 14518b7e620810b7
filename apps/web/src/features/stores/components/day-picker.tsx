/**
 * The days with open appointment times (GET /appointmentTimes) as a radio group of compact day buttons
 * ('Mon / 6 / Jul'), several to a row so two weeks fit a phone screen; each radio's name is the full
 * date and its number of open times.
 */
import { useTranslation } from 'react-i18next';
import type { TAppointmentTimesResponse } from '@lender/contract';
import { calendarDayParts, formatCalendarDay } from '../format';
import { intlLocale } from '../../../shared/i18n/format';
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
      <div className={styles.days}>
        {days.map((day) => {
          const parts = calendarDayParts(day.date, locale);
          return (
            <label
              key={day.date}
              className={styles.day}
              data-checked={value === day.date || undefined}
            >
              <input
                type="radio"
                name="appointment-day"
                value={day.date}
                checked={value === day.date}
                onChange={() => onChange(day.date)}
              />
              <span aria-hidden="true" className={styles.dayFace}>
                <span className={styles.small}>{parts.weekday}</span>
                <span className={styles.dayNumber}>{parts.day}</span>
                <span className={styles.small}>{parts.month}</span>
              </span>
              <span className="visually-hidden">
                {formatCalendarDay(day.date, locale)}{' '}
                {t('appointment.openSlots', { count: day.openSlots })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
