/**
 * Pick a day (GET /appointmentTimes), a time (GET /appointmentslots, shown in the store's time zone)
 * and a reason, then POST /schedappointment. A slot someone else took first (409) shows the server's
 * message and reloads the times.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPOINTMENT_TYPES,
  type TAppointment,
  type TAppointmentTimesResponse,
  type TAppointmentType,
} from '@lender/contract';
import { ApiError } from '../../../shared/http/client';
import { useAppointmentSlots, useScheduleAppointment } from '../api/appointments';
import { DayPicker } from './day-picker';
import { SlotPicker } from './slot-picker';
import styles from './stores.module.css';
import pickerStyles from './appointment.module.css';

export interface AppointmentFormProps {
  storeId: number;
  loanHdr: string;
  times: TAppointmentTimesResponse;
  deviceTimeZone: string;
  /** the caller's upcoming appointment for this loan: booking moves it */
  existing?: TAppointment;
  /** the visit's type asked for by the screen that sent the borrower here (an existing appointment's type wins) */
  initialType?: TAppointmentType;
  onBooked: (appointment: TAppointment) => void;
}

export function AppointmentForm({
  storeId,
  loanHdr,
  times,
  deviceTimeZone,
  existing,
  initialType,
  onBooked,
}: AppointmentFormProps) {
  const { t } = useTranslation('stores');
  const id = useId();
  const [day, setDay] = useState<string | undefined>(times.days[0]?.date);
  const [slot, setSlot] = useState<string>();
  const [type, setType] = useState<TAppointmentType>(
    existing?.appointmentType ?? initialType ?? 'general',
  );
  const [missingSlot, setMissingSlot] = useState(false);
  const slots = useAppointmentSlots(storeId, day, deviceTimeZone);
  const schedule = useScheduleAppointment();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissingSlot(!slot);
    if (!slot) return;
    schedule.mutate(
      {
        storeId,
        loanHdr,
        appointmentDate: slot,
        timeZone: deviceTimeZone,
        appointmentType: type,
        id: existing?.id,
        oldStoreId: existing?.storeId,
      },
      {
        onSuccess: (data) => onBooked(data.appointment),
        onError: () => setSlot(undefined),
      },
    );
  };

  const failure =
    schedule.error instanceof ApiError && schedule.error.status < 500
      ? schedule.error.message
      : schedule.error
        ? t('appointment.bookError')
        : undefined;
  const openSlots = slots.data?.slots.filter((s) => s.available) ?? [];

  return (
    <form onSubmit={onSubmit} noValidate>
      <DayPicker
        days={times.days}
        value={day}
        onChange={(date) => {
          setDay(date);
          setSlot(undefined);
        }}
      />
      {slots.isPending && (
        <p role="status" className={styles.status}>
          {t('appointment.loadingTimes')}
        </p>
      )}
      {slots.isError && (
        <div role="alert" className={styles.alert}>
          <p>{t('appointment.timesError')}</p>
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={() => void slots.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {slots.isSuccess && openSlots.length === 0 && (
        <p className={styles.notice}>{t('appointment.dayFull')}</p>
      )}
      {slots.isSuccess && openSlots.length > 0 && (
        <SlotPicker
          slots={openSlots}
          storeTimeZone={slots.data.storeTimeZone}
          deviceTimeZone={deviceTimeZone}
          value={slot}
          onChange={(value) => {
            setSlot(value);
            setMissingSlot(false);
          }}
          errorId={missingSlot ? `${id}-slot-error` : undefined}
        />
      )}
      {missingSlot && (
        <p id={`${id}-slot-error`} className={styles.fieldError}>
          {t('appointment.chooseTime')}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>{t('appointment.reason')}</label>
        <select
          id={`${id}-type`}
          className={styles.input}
          value={type}
          onChange={(event) => setType(event.target.value as TAppointmentType)}
        >
          {APPOINTMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`appointment.types.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <p className={pickerStyles.summary}>
        <button
          type="submit"
          className={styles.button}
          disabled={schedule.isPending}
          aria-busy={schedule.isPending}
        >
          {t(existing ? 'appointment.reschedule' : 'appointment.book')}
        </button>
      </p>
    </form>
  );
}
