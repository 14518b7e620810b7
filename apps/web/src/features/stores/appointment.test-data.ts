/** Contract-shaped answers for the Appointment tests. */
import type {
  TAccountDetailResponse,
  TAppointment,
  TAppointmentSlotsResponse,
  TAppointmentTimesResponse,
} from '@lender/contract';
import { A1_ID, loanDetail as fixtureLoanDetail } from '../../test/loan-fixtures';

export const LOAN_ID = A1_ID;

/** A1 as GET /accountdetail answers it, at the store the Appointment tests book. */
export const loanDetail: TAccountDetailResponse = fixtureLoanDetail({
  storeName: 'Houston Westheimer',
});

export const times: TAppointmentTimesResponse = {
  storeId: 101,
  timeZone: 'America/Chicago',
  days: [
    {
      date: '2026-07-06',
      dayOfWeek: 'Mon',
      openSlots: 2,
      firstSlot: '2026-07-06T09:00:00-05:00',
      lastSlot: '2026-07-06T09:30:00-05:00',
    },
    {
      date: '2026-07-07',
      dayOfWeek: 'Tue',
      openSlots: 1,
      firstSlot: '2026-07-07T10:00:00-05:00',
      lastSlot: '2026-07-07T10:00:00-05:00',
    },
  ],
};

export const slotsFor = (date: string): TAppointmentSlotsResponse => ({
  storeId: 101,
  storeTimeZone: 'America/Chicago',
  timeZone: 'America/New_York',
  date,
  slots:
    date === '2026-07-06'
      ? [
          {
            appointmentDate: '2026-07-06T09:00:00-05:00',
            storeTime: '09:00',
            localTime: '10:00',
            available: true,
          },
          {
            appointmentDate: '2026-07-06T09:30:00-05:00',
            storeTime: '09:30',
            localTime: '10:30',
            available: true,
          },
          {
            appointmentDate: '2026-07-06T10:00:00-05:00',
            storeTime: '10:00',
            localTime: '11:00',
            available: false,
          },
        ]
      : [
          {
            appointmentDate: '2026-07-07T10:00:00-05:00',
            storeTime: '10:00',
            localTime: '11:00',
            available: true,
          },
        ],
});

export const bookedAppointment: TAppointment = {
  id: 'b0000000-0000-4000-8000-000000000001',
  storeId: 101,
  storeName: 'Houston Westheimer',
  storePhone: '7135550101',
  storeAddress: '4120 Westheimer Rd, Houston, TX 77027',
  loanId: LOAN_ID,
  loanHdr: '10001-001',
  appointmentDate: '2026-07-06T09:30:00-05:00',
  timeZone: 'America/Chicago',
  appointmentType: 'payment',
  storeDate: '2026-07-06',
  storeTime: '09:30',
  localTime: '10:30',
  createdAt: '2026-07-01T12:00:00.000Z',
};
