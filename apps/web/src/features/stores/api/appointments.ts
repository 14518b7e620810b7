/**
 * Appointment calls (spec §7 Appointments): GET /appointmentTimes, GET /appointmentslots,
 * POST and GET /schedappointment; the loan's store comes from shared/loans (GET /accountdetail).
 * Slots are short-lived: short tier.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TScheduleAppointmentBody } from '@lender/contract';
import { DEFAULT_TIME_ZONE } from '@lender/domain';
import { apiGet, apiSend } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { storesSchema } from './stores-schema';

/** How many days ahead the appointment screen offers. */
export const APPOINTMENT_DAYS = 14;

/** The prefix of the appointments' keys: scheduling one refreshes the times, the slots and the scheduled list. */
export const appointmentKeys = {
  all: ['appointments'] as const,
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

export const appointmentTimesQuery = (storeId: number) =>
  queryOptions({
    queryKey: [...appointmentKeys.all, 'times', storeId] as const,
    queryFn: ({ signal }) =>
      apiGet('/appointmentTimes', storesSchema('ZAppointmentTimesResponseSchema'), {
        query: { storeId, numberOfDays: APPOINTMENT_DAYS, excludeWeekends: false },
        signal,
        retryOnce: true,
      }),
    ...cacheTier('short'),
  });

export const useAppointmentTimes = (storeId: number | undefined) =>
  useQuery({ ...appointmentTimesQuery(storeId ?? 0), enabled: storeId !== undefined });

export const appointmentSlotsQuery = (storeId: number, date: string, timeZone: string) =>
  queryOptions({
    queryKey: [...appointmentKeys.all, 'slots', storeId, date, timeZone] as const,
    queryFn: ({ signal }) =>
      apiGet('/appointmentslots', storesSchema('ZAppointmentSlotsResponseSchema'), {
        query: { storeId, timeZone, date },
        signal,
        retryOnce: true,
      }),
    ...cacheTier('short'),
  });

export const useAppointmentSlots = (
  storeId: number | undefined,
  date: string | undefined,
  timeZone: string,
) =>
  useQuery({
    ...appointmentSlotsQuery(storeId ?? 0, date ?? '', timeZone),
    enabled: storeId !== undefined && date !== undefined,
  });

export const scheduledAppointmentsQuery = (timeZone: string) =>
  queryOptions({
    queryKey: [...appointmentKeys.all, 'scheduled'] as const,
    queryFn: ({ signal }) =>
      apiGet('/schedappointment', storesSchema('ZScheduledAppointmentsResponseSchema'), {
        query: { timeZone },
        signal,
      }),
    ...cacheTier('short'),
  });

export const useScheduledAppointments = (timeZone: string) =>
  useQuery(scheduledAppointmentsQuery(timeZone));

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
