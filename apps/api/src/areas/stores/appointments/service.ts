/**
 * Appointments (spec §7): the days and 30-minute slots a store has open — laid out in the STORE's time
 * zone from its hours — and booking them on the caller's own loans. A slot cannot be double-booked: the
 * unique (store, start) index decides between concurrent attempts, the loser gets a 409.
 */
import type {
  TAppointment,
  TAppointmentSlotsResponse,
  TAppointmentTimesResponse,
  TScheduleAppointmentBody,
  TScheduledAppointmentsResponse,
} from '@lender/contract';
import { APPOINTMENT_TAKEN_MESSAGE } from '@lender/contract';
import {
  APPOINTMENT_SEARCH_DAYS,
  appointmentDays,
  DEFAULT_TIME_ZONE,
  isSlotOpen,
  isStoreSlot,
  isoWithOffset,
  parseStoreHours,
  WEEKDAY_NAMES,
  zonedParts,
  type AppointmentDay,
} from '@lender/domain';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { callerCustomerIds, LOAN_NOT_FOUND_MESSAGE, roleOn } from '../../accounts';
import { storeAddress, type StoreRow, type StoresService } from '../stores';
import {
  isUniqueViolation,
  type AppointmentsRepo,
  type AppointmentView,
  type NewAppointment,
} from './repo';

export const APPOINTMENT_NOT_FOUND_MESSAGE = 'Appointment not found';
export const COSIGNER_BOOKING_MESSAGE = 'Only the borrower can book an appointment for this loan.';
export const NOT_OPEN_SLOT_MESSAGE = 'is not an open appointment time at this store';

const DAY_MS = 86_400_000;

export interface AppointmentsServiceDeps {
  repo: Pick<
    AppointmentsRepo,
    'bookedStarts' | 'insert' | 'update' | 'findForProfile' | 'listForProfile'
  >;
  stores: Pick<StoresService, 'storeRow'>;
  loans: Pick<LoanSystemRegistry, 'listLoans' | 'findLoan'>;
  clock: Clock;
}

function toAppointment(
  v: AppointmentView & { loanNumber: string },
  callerTimeZone: string,
): TAppointment {
  const atStore = zonedParts(v.appointmentAt, v.storeTimeZone);
  return {
    id: v.id,
    storeId: v.storeId,
    storeName: v.storeName,
    storePhone: v.storePhone,
    storeAddress: storeAddress({
      address1: v.storeAddress1,
      city: v.storeCity,
      state: v.storeState,
      zip: v.storeZip,
    }),
    loanId: v.loanId,
    loanHdr: v.loanNumber,
    appointmentDate: isoWithOffset(v.appointmentAt, v.storeTimeZone),
    timeZone: v.storeTimeZone,
    appointmentType: v.appointmentType,
    storeDate: atStore.date,
    storeTime: atStore.time,
    localTime: zonedParts(v.appointmentAt, callerTimeZone).time,
    createdAt: v.createdAt.toISOString(),
  };
}

export function createAppointmentsService({ repo, stores, loans, clock }: AppointmentsServiceDeps) {
  async function days(
    store: StoreRow,
    numberOfDays: number,
    options: { excludeWeekends?: boolean; fromDate?: string } = {},
  ): Promise<AppointmentDay[]> {
    const now = clock();
    const fromDate = options.fromDate ?? zonedParts(now, store.timeZone).date;
    const midnight = Date.parse(`${fromDate}T00:00:00Z`);
    const booked = await repo.bookedStarts(
      store.id,
      new Date(midnight - DAY_MS),
      new Date(midnight + (numberOfDays + 1) * DAY_MS),
    );
    return appointmentDays({
      now,
      timeZone: store.timeZone,
      hours: parseStoreHours(store.hoursRaw),
      numberOfDays,
      booked,
      excludeWeekends: options.excludeWeekends,
      fromDate,
    });
  }

  async function ownLoan(auth: AuthContext, loanHdr: string) {
    const all = await loans.listLoans(callerCustomerIds(auth));
    const loan = all.find(
      (l) => (l.loanHdr === loanHdr || l.lmsId === loanHdr) && roleOn(l, auth) !== null,
    );
    if (!loan) throw new NotFoundError(LOAN_NOT_FOUND_MESSAGE);
    if (roleOn(loan, auth) !== 'borrower') throw new ForbiddenError(COSIGNER_BOOKING_MESSAGE);
    return loan;
  }

  /**
   * Each appointment with its loan's number, from the loan systems: her loans in one read, a loan she no longer holds
   * by its id; an appointment whose loan no loan system has is left out.
   */
  async function withLoanNumbers(auth: AuthContext, rows: AppointmentView[]) {
    if (rows.length === 0) return [];
    const numbers = new Map(
      (await loans.listLoans(callerCustomerIds(auth))).map((l) => [l.loanId, l.loanHdr]),
    );
    for (const { loanId } of rows) {
      if (numbers.has(loanId)) continue;
      const loan = await loans.findLoan(loanId);
      if (loan) numbers.set(loanId, loan.loanHdr);
    }
    return rows.flatMap((row) => {
      const loanNumber = numbers.get(row.loanId);
      return loanNumber === undefined ? [] : [{ ...row, loanNumber }];
    });
  }

  return {
    async appointmentTimes(query: {
      storeId: number;
      numberOfDays: number;
      excludeWeekends: boolean;
    }): Promise<TAppointmentTimesResponse> {
      const store = await stores.storeRow(query.storeId);
      const open = (
        await days(store, query.numberOfDays, { excludeWeekends: query.excludeWeekends })
      )
        .map((day) => ({ day, slots: day.slots.filter((s) => s.available) }))
        .filter(({ slots }) => slots.length > 0);
      return {
        storeId: store.id,
        timeZone: store.timeZone,
        days: open.map(({ day, slots }) => ({
          date: day.date,
          dayOfWeek: WEEKDAY_NAMES[day.weekday]!,
          openSlots: slots.length,
          firstSlot: isoWithOffset(slots[0]!.start, store.timeZone),
          lastSlot: isoWithOffset(slots.at(-1)!.start, store.timeZone),
        })),
      };
    },

    async appointmentSlots(query: {
      storeId: number;
      timeZone?: string | undefined;
      date?: string | undefined;
    }): Promise<TAppointmentSlotsResponse> {
      const store = await stores.storeRow(query.storeId);
      const timeZone = query.timeZone ?? DEFAULT_TIME_ZONE;
      const candidates = query.date
        ? await days(store, 1, { fromDate: query.date })
        : await days(store, APPOINTMENT_SEARCH_DAYS);
      const day = query.date
        ? candidates[0]
        : candidates.find((d) => d.slots.some((s) => s.available));
      return {
        storeId: store.id,
        storeTimeZone: store.timeZone,
        timeZone,
        date: day?.date ?? null,
        slots: (day?.slots ?? []).map((slot) => ({
          appointmentDate: isoWithOffset(slot.start, store.timeZone),
          storeTime: zonedParts(slot.start, store.timeZone).time,
          localTime: zonedParts(slot.start, timeZone).time,
          available: slot.available,
        })),
      };
    },

    async schedule(
      auth: AuthContext,
      body: TScheduleAppointmentBody,
    ): Promise<{ appointment: TAppointment }> {
      const loan = await ownLoan(auth, body.loanHdr);
      const store = await stores.storeRow(body.storeId);
      const at = new Date(body.appointmentDate);
      const now = clock();
      if (
        !isStoreSlot(at, parseStoreHours(store.hoursRaw), store.timeZone) ||
        !isSlotOpen(at, now, new Set())
      ) {
        throw new ValidationError(NOT_OPEN_SLOT_MESSAGE, 'body.appointmentDate');
      }
      const input: NewAppointment = {
        profileId: auth.profileId,
        loanId: loan.loanId,
        storeId: store.id,
        appointmentAt: at,
        appointmentType: body.appointmentType,
        timeZone: body.timeZone,
      };
      let id = body.id;
      try {
        if (id) {
          const existing = await repo.findForProfile(id, auth.profileId);
          if (!existing) throw new NotFoundError(APPOINTMENT_NOT_FOUND_MESSAGE);
          if (body.oldStoreId !== undefined && body.oldStoreId !== existing.storeId)
            throw new ValidationError('does not match the appointment’s store', 'body.oldStoreId');
          await repo.update(id, auth.profileId, input, now);
        } else {
          id = await repo.insert(input, now);
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(APPOINTMENT_TAKEN_MESSAGE);
        throw error;
      }
      const saved = await repo.findForProfile(id, auth.profileId);
      if (!saved) throw new NotFoundError(APPOINTMENT_NOT_FOUND_MESSAGE);
      return { appointment: toAppointment({ ...saved, loanNumber: loan.loanHdr }, body.timeZone) };
    },

    async scheduled(
      auth: AuthContext,
      timeZone: string | undefined,
    ): Promise<TScheduledAppointmentsResponse> {
      const rows = await repo.listForProfile(auth.profileId, new Date(clock().getTime() - DAY_MS));
      const numbered = await withLoanNumbers(auth, rows);
      return {
        appointments: numbered.map((row) => toAppointment(row, timeZone ?? DEFAULT_TIME_ZONE)),
      };
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
