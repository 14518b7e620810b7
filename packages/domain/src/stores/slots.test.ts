import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appointmentDays, isSlotOpen, isStoreSlot, storeDaySlots } from './slots';
import { parseStoreHours } from './store-hours';
import { isoWithOffset, offsetMinutes, zonedInstant, zonedParts } from './time-zone';

const HOURS = parseStoreHours('Mon-Fri 9:00 AM-7:00 PM; Sat 10:00 AM-4:00 PM; Sun Closed');
const CHICAGO = 'America/Chicago';
const LA = 'America/Los_Angeles';

describe('time zones', () => {
  it('knows the offsets of Chicago and Los Angeles in winter and summer', () => {
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), CHICAGO)).toBe(-360);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'), CHICAGO)).toBe(-300);
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), LA)).toBe(-480);
  });
  it('round-trips wall-clock times through instants', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 0, max: 47 }),
        fc.constantFrom(CHICAGO, LA, 'America/New_York', 'America/Phoenix'),
        (day, half, tz) => {
          const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
          const minutes = 8 * 60 + half * 15; // 08:00 … 19:45, never inside a DST gap
          const parts = zonedParts(zonedInstant(date, minutes, tz), tz);
          expect(parts.date).toBe(date);
          expect(parts.minutes).toBe(minutes);
        },
      ),
    );
  });
  it('prints ISO times with the zone offset', () => {
    expect(isoWithOffset(new Date('2026-03-10T14:00:00Z'), CHICAGO)).toBe(
      '2026-03-10T09:00:00-05:00',
    );
  });
});

describe('storeDaySlots', () => {
  it('lays out 30-minute slots within the hours, in the store time zone', () => {
    const chicago = storeDaySlots('2026-03-10', HOURS, CHICAGO);
    const la = storeDaySlots('2026-03-10', HOURS, LA);
    expect(chicago).toHaveLength(20); // 9:00 … 18:30
    expect(chicago[0]!.toISOString()).toBe('2026-03-10T14:00:00.000Z');
    expect(la[0]!.toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(zonedParts(la.at(-1)!, LA).time).toBe('18:30');
  });
  it('has no slots on a closed day and fewer on Saturday', () => {
    expect(storeDaySlots('2026-03-08', HOURS, CHICAGO)).toEqual([]);
    expect(storeDaySlots('2026-03-07', HOURS, CHICAGO)).toHaveLength(12);
  });
});

describe('appointmentDays', () => {
  const now = new Date('2026-03-10T15:10:00Z'); // Tue 10:10 in Chicago
  it('starts at the store-local today and closes slots within the lead time or booked', () => {
    const booked = new Set([new Date('2026-03-10T17:00:00Z').getTime()]);
    const [today] = appointmentDays({
      now,
      timeZone: CHICAGO,
      hours: HOURS,
      numberOfDays: 1,
      booked,
    });
    expect(today!.date).toBe('2026-03-10');
    const open = today!.slots
      .filter((s) => s.available)
      .map((s) => zonedParts(s.start, CHICAGO).time);
    expect(open[0]).toBe('11:30');
    expect(open).not.toContain('12:00');
  });
  it('skips weekends when asked', () => {
    const days = appointmentDays({
      now,
      timeZone: CHICAGO,
      hours: HOURS,
      numberOfDays: 7,
      excludeWeekends: true,
    });
    expect(days.map((d) => d.weekday)).toEqual([2, 3, 4, 5, 1]);
  });
  it('never offers a slot in the past', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 24 * 60 }), (minute) => {
        const at = new Date(Date.UTC(2026, 0, 1) + minute * 60_000);
        for (const day of appointmentDays({ now: at, timeZone: LA, hours: HOURS, numberOfDays: 2 }))
          for (const slot of day.slots)
            if (slot.available) expect(slot.start.getTime()).toBeGreaterThan(at.getTime());
      }),
      { numRuns: 50 },
    );
  });
});

describe('isStoreSlot and isSlotOpen', () => {
  it('accepts only slot starts inside the store hours', () => {
    expect(isStoreSlot(new Date('2026-03-10T14:00:00Z'), HOURS, CHICAGO)).toBe(true);
    expect(isStoreSlot(new Date('2026-03-10T14:15:00Z'), HOURS, CHICAGO)).toBe(false);
    expect(isStoreSlot(new Date('2026-03-10T14:00:00Z'), HOURS, LA)).toBe(false); // 7:00 in LA
  });
  it('closes a booked slot', () => {
    const slot = new Date('2026-03-11T14:00:00Z');
    expect(isSlotOpen(slot, new Date('2026-03-10T00:00:00Z'), new Set())).toBe(true);
    expect(isSlotOpen(slot, new Date('2026-03-10T00:00:00Z'), new Set([slot.getTime()]))).toBe(
      false,
    );
  });
});
