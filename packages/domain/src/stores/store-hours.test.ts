import { describe, expect, it } from 'vitest';
import { clockMinutes, parseStoreHours } from './store-hours';

describe('parseStoreHours', () => {
  it('reads the seeded main-brand hours', () => {
    const week = parseStoreHours('Mon-Fri 9:00 AM-7:00 PM; Sat 10:00 AM-4:00 PM; Sun Closed');
    expect(week[0]).toBeNull();
    for (const day of [1, 2, 3, 4, 5]) expect(week[day]).toEqual({ open: 540, close: 1140 });
    expect(week[6]).toEqual({ open: 600, close: 960 });
  });
  it('reads lists and wrapping ranges, leaving unmentioned days closed', () => {
    const week = parseStoreHours('Mon, Wed 8 AM-12 PM; Fri-Sun 12:30 PM-5:00 PM');
    expect(week[1]).toEqual({ open: 480, close: 720 });
    expect(week[2]).toBeNull();
    expect(week[3]).toEqual({ open: 480, close: 720 });
    expect([week[5], week[6], week[0]]).toEqual(Array(3).fill({ open: 750, close: 1020 }));
  });
  it('converts 12 AM and 12 PM correctly', () => {
    expect(clockMinutes('12:00 AM')).toBe(0);
    expect(clockMinutes('12:15 PM')).toBe(735);
  });
  it('refuses unreadable text', () => {
    expect(() => parseStoreHours('whenever')).toThrow(/Unreadable/);
    expect(() => parseStoreHours('Mon 5:00 PM-9:00 AM')).toThrow(/Bad store hours/);
  });
});
