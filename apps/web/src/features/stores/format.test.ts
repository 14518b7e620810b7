import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatTimeInZone, hoursLines, zoneName } from './format';

describe('stores display helpers', () => {
  it('names a time zone at a moment', () => {
    const july = new Date('2026-07-01T15:00:00Z');
    const january = new Date('2026-01-15T15:00:00Z');
    expect(zoneName('America/Chicago', 'en-US', 'long', july)).toBe('Central Daylight Time');
    expect(zoneName('America/Chicago', 'en-US', 'short', january)).toBe('CST');
    expect(zoneName('America/Phoenix', 'en-US', 'long', july)).toBe('Mountain Standard Time');
    expect(zoneName('Not/AZone', 'en-US')).toBe('Not/AZone');
  });

  it('shows an instant as wall-clock time in the given zone', () => {
    const slot = '2026-07-01T14:00:00.000Z';
    expect(formatTimeInZone(slot, 'America/Chicago', 'en-US')).toBe('9:00 AM CDT');
    expect(formatTimeInZone(slot, 'America/New_York', 'en-US')).toBe('10:00 AM EDT');
  });

  it('shows a calendar date without shifting it', () => {
    expect(formatCalendarDay('2026-07-06', 'en-US')).toBe('Monday, July 6');
    expect(formatCalendarDay('2026-07-06', 'es')).toBe('lunes, 6 de julio');
  });

  it('splits the raw hours into lines', () => {
    expect(hoursLines('Mon-Fri 9:00 AM-7:00 PM; Sat 10:00 AM-4:00 PM; Sun Closed')).toEqual([
      'Mon-Fri 9:00 AM-7:00 PM',
      'Sat 10:00 AM-4:00 PM',
      'Sun Closed',
    ]);
    expect(hoursLines('')).toEqual([]);
  });
});
