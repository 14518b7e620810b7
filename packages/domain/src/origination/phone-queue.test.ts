import { describe, expect, it } from 'vitest';
import { parseStoreHours } from '../stores/store-hours';
import { phoneCallExpectedBy } from './phone-queue';

const CHICAGO = 'America/Chicago';
const hours = parseStoreHours('Mon-Fri 9:00 AM-7:00 PM; Sat 10:00 AM-4:00 PM; Sun Closed');
const at = (iso: string) => phoneCallExpectedBy(new Date(iso), hours, CHICAGO).toISOString();

describe('phoneCallExpectedBy', () => {
  it('open now with two hours to go: two hours from now', () => {
    // Monday 03/02/2026 9:00 AM CST = 15:00Z
    expect(at('2026-03-02T15:00:00Z')).toBe('2026-03-02T17:00:00.000Z');
  });
  it('closing within two hours: an hour after the next opening (Tuesday 9:00 AM)', () => {
    // Monday 6:00 PM CST
    expect(at('2026-03-03T00:00:00Z')).toBe('2026-03-03T16:00:00.000Z');
  });
  it('before opening: an hour after today’s opening', () => {
    // Monday 7:00 AM CST
    expect(at('2026-03-02T13:00:00Z')).toBe('2026-03-02T16:00:00.000Z');
  });
  it('Saturday evening: skips the closed Sunday to Monday 10:00 AM (daylight time from 03/08)', () => {
    // Saturday 03/07/2026 5:00 PM CST = 23:00Z; Monday 03/09 9:00 AM CDT = 14:00Z
    expect(at('2026-03-07T23:00:00Z')).toBe('2026-03-09T15:00:00.000Z');
  });
  it('a store never open: a day from now', () => {
    const closed = parseStoreHours('Sun Closed');
    expect(
      phoneCallExpectedBy(new Date('2026-03-02T15:00:00Z'), closed, CHICAGO).toISOString(),
    ).toBe('2026-03-03T15:00:00.000Z');
  });
});
