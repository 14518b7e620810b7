/**
 * Appointment calls (spec §7 Appointments): GET /appointmentTimes, GET /appointmentslots,
 * POST and GET /schedappointment; the loan's store comes from shared/loans (GET /accountdetail).
 * Slots are short-lived: short tier.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TScheduleAppointmentBody } from '@lender/contract';
import { DEFAULT_TIME_ZONE } from '@lender/domain';
import { apiGet, apiSend } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { storesSchema } from './stores-schema';

/** How many days ahead the appointment screen offers. */
export const APPOINTMENT_DAYS = 14;

export const appointmentKeys = {
  times: (storeId: number) => ['appointments', 'times', storeId] as const,
  slots: (storeId: number, date: string, timeZone: string) =>
    ['appointments', 'slots', storeId, date, timeZone] as const,
  scheduled: ['appointments', 'scheduled'] as const,
};

/** The device's IANA time zone (America/Chicago when the browser cannot tell, spec §9). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The loan's store comes from the loan (GET /accountdetail, the query every feature shares). */
export { useAccountDetail as useAppointmentLoan } from '../../../shared/loans/account-detail';

export const useAppointmentTimes = (storeId: number | undefined) =>
  useQuery({
    queryKey: appointmentKeys.times(storeId ?? 0),
    queryFn: ({ signal }) =>
      apiGet('/appointmentTimes', storesSchema('ZAppointmentTimesResponseSchema'), {
        query: { storeId, numberOfDays: APPOINTMENT_DAYS, excludeWeekends: false },
        signal,
        retryOnce: true,
      }),
    enabled: storeId !== undefined,
    ...cacheTier('short'),
  });

export const useAppointmentSlots = (
  storeId: number | undefined,
  date: string | undefined,
  timeZone: string,
) =>
  useQuery({
    queryKey: appointmentKeys.slots(storeId ?? 0, date ?? '', timeZone),
    queryFn: ({ signal }) =>
      apiGet('/appointmentslots', storesSchema('ZAppointmentSlotsResponseSchema'), {
        query: { storeId, timeZone, date },
        signal,
        retryOnce: true,
      }),
    enabled: storeId !== undefined && date !== undefined,
    ...cacheTier('short'),
  });

export const useScheduledAppointments = (timeZone: string) =>
  useQuery({
    queryKey: appointmentKeys.scheduled,
    queryFn: ({ signal }) =>
      apiGet('/schedappointment', storesSchema('ZScheduledAppointmentsResponseSchema'), {
        query: { timeZone },
        signal,
      }),
    ...cacheTier('short'),
  });

export function useScheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['appointments', 'schedule'],
    mutationFn: (body: TScheduleAppointmentBody) =>
      apiSend(
        'POST',
        '/schedappointment',
        storesSchema('ZScheduleAppointmentResponseSchema'),
        body,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
