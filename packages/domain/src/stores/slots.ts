/**
 * Appointment slots (spec §7 Appointments): 30-minute slots within the store's hours, laid out in the
 * STORE's time zone. A slot is open when it starts at least an hour from now and nobody booked it.
 */
import type { WeeklyHours } from './store-hours';
import { addCalendarDays, weekdayOf, zonedInstant, zonedParts } from './time-zone';

export const APPOINTMENT_SLOT_MINUTES = 30;
export const APPOINTMENT_LEAD_MINUTES = 60;
/** How far ahead GET /appointmentslots looks for the first open day when no date is given. */
export const APPOINTMENT_SEARCH_DAYS = 14;

export interface SlotRules {
  slotMinutes?: number;
  leadMinutes?: number;
}

/** Every slot start of a store-local `date` (the last slot ends by closing time); none when closed. */
export function storeDaySlots(
  date: string,
  hours: WeeklyHours,
  timeZone: string,
  slotMinutes = APPOINTMENT_SLOT_MINUTES,
): Date[] {
  const day = hours[weekdayOf(date)];
  if (!day) return [];
  const slots: Date[] = [];
  for (let start = day.open; start + slotMinutes <= day.close; start += slotMinutes)
    slots.push(zonedInstant(date, start, timeZone));
  return slots;
}

/** A slot is open when it starts at least `leadMinutes` after `now` and is not booked. */
export function isSlotOpen(
  slot: Date,
  now: Date,
  booked: ReadonlySet<number>,
  leadMinutes = APPOINTMENT_LEAD_MINUTES,
): boolean {
  return slot.getTime() - now.getTime() >= leadMinutes * 60_000 && !booked.has(slot.getTime());
}

export interface AppointmentDay {
  /** store-local 'YYYY-MM-DD' */
  date: string;
  weekday: number;
  slots: { start: Date; available: boolean }[];
}

export interface AppointmentDaysInput extends SlotRules {
  now: Date;
  timeZone: string;
  hours: WeeklyHours;
  numberOfDays: number;
  excludeWeekends?: boolean;
  /** booked slot starts, as epoch milliseconds */
  booked?: ReadonlySet<number>;
  /** the first store-local day (default: the store's today) */
  fromDate?: string;
}

/** The store-local days starting today (or fromDate), each with its slots and whether each is open. */
export function appointmentDays(input: AppointmentDaysInput): AppointmentDay[] {
  const {
    now,
    timeZone,
    hours,
    numberOfDays,
    excludeWeekends = false,
    booked = new Set<number>(),
  } = input;
  const first = input.fromDate ?? zonedParts(now, timeZone).date;
  const days: AppointmentDay[] = [];
  for (let i = 0; i < numberOfDays; i += 1) {
    const date = addCalendarDays(first, i);
    const weekday = weekdayOf(date);
    if (excludeWeekends && (weekday === 0 || weekday === 6)) continue;
    const slots = storeDaySlots(date, hours, timeZone, input.slotMinutes).map((start) => ({
      start,
      available: isSlotOpen(start, now, booked, input.leadMinutes),
    }));
    days.push({ date, weekday, slots });
  }
  return days;
}

/** Whether `instant` is one of the store's slot starts (store-local hours, slot grid). */
export function isStoreSlot(
  instant: Date,
  hours: WeeklyHours,
  timeZone: string,
  slotMinutes = APPOINTMENT_SLOT_MINUTES,
): boolean {
  const { date } = zonedParts(instant, timeZone);
  return storeDaySlots(date, hours, timeZone, slotMinutes).some(
    (slot) => slot.getTime() === instant.getTime(),
  );
}
