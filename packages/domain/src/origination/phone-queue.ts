/**
 * When a store is expected to call back a borrower who asked for a call about an appraisal offer (the phone
 * queue, spec §7; decision 025). The rule, in the store's own time zone and hours:
 * - open now, and still open two hours from now → within PHONE_CALL_OPEN_MINUTES (two hours) of now;
 * - otherwise (closed, or closing within two hours) → within PHONE_CALL_AFTER_OPENING_MINUTES (one hour) of its
 *   next opening (today's if it has not opened yet, else the next open day's);
 * - a store with no open day in the coming week → PHONE_CALL_FALLBACK_MINUTES (one day) from now.
 */
import type { WeeklyHours } from '../stores/store-hours';
import { addCalendarDays, weekdayOf, zonedInstant, zonedParts } from '../stores/time-zone';

export const PHONE_CALL_OPEN_MINUTES = 120;
export const PHONE_CALL_AFTER_OPENING_MINUTES = 60;
export const PHONE_CALL_FALLBACK_MINUTES = 24 * 60;

const minutesLater = (instant: Date, minutes: number) =>
  new Date(instant.getTime() + minutes * 60_000);

/** The instant by which the store is expected to call (see the rule above). */
export function phoneCallExpectedBy(now: Date, hours: WeeklyHours, timeZone: string): Date {
  const here = zonedParts(now, timeZone);
  const today = hours[here.weekday];
  if (today && here.minutes >= today.open && here.minutes + PHONE_CALL_OPEN_MINUTES <= today.close)
    return minutesLater(now, PHONE_CALL_OPEN_MINUTES);
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = addCalendarDays(here.date, offset);
    const day = hours[weekdayOf(date)];
    if (!day) continue;
    if (offset === 0 && here.minutes >= day.open) continue;
    return minutesLater(zonedInstant(date, day.open, timeZone), PHONE_CALL_AFTER_OPENING_MINUTES);
  }
  return minutesLater(now, PHONE_CALL_FALLBACK_MINUTES);
}
