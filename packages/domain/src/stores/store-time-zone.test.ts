import { describe, expect, it } from 'vitest';
import { US_STATES } from '../constants/us-states';
import { formatLocalDateTime, localDateOf, storeTimeZone } from './store-time-zone';
import { isTimeZone } from './time-zone';

describe('storeTimeZone', () => {
  it('follows the state, and the city where a state spans two zones', () => {
    expect(storeTimeZone('TX', 'Houston')).toBe('America/Chicago');
    expect(storeTimeZone('tx', 'El Paso')).toBe('America/Denver');
    expect(storeTimeZone('FL', 'Tampa')).toBe('America/New_York');
    expect(storeTimeZone('FL', 'Pensacola')).toBe('America/Chicago');
    expect(storeTimeZone('TN', 'Knoxville')).toBe('America/New_York');
    expect(storeTimeZone('AZ')).toBe('America/Phoenix');
    expect(storeTimeZone('ZZ')).toBe('America/Chicago');
  });

  it('knows a real zone for every state', () => {
    for (const state of US_STATES) expect(isTimeZone(storeTimeZone(state.value))).toBe(true);
  });
});

describe('formatLocalDateTime', () => {
  const instant = new Date('2026-12-01T23:07:00Z');
  it('writes the store’s clock with its zone, never UTC', () => {
    expect(formatLocalDateTime(instant, 'America/Chicago', 'en')).toBe('12/01/2026, 5:07 PM CST');
    expect(formatLocalDateTime(instant, 'America/Denver', 'en')).toBe('12/01/2026, 4:07 PM MST');
    expect(formatLocalDateTime(instant, 'America/Chicago', 'es')).toMatch(
      /^01\/12\/2026.*5:07.*CST$/,
    );
    expect(formatLocalDateTime(instant, 'America/Chicago', 'en')).not.toContain('UTC');
  });

  it('localDateOf: the store’s calendar day (late evening UTC is still the day before in Houston)', () => {
    expect(localDateOf(new Date('2026-12-02T04:59:00Z'), 'America/Chicago')).toBe('2026-12-01');
    expect(localDateOf(new Date('2026-12-02T06:00:00Z'), 'America/Chicago')).toBe('2026-12-02');
  });
});
