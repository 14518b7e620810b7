import { describe, expect, it } from 'vitest';
import { parseMaintenanceArgs } from './maintenance-args';

describe('parseMaintenanceArgs', () => {
  it('reads --minutes and --message as unavailable for that long', () => {
    expect(parseMaintenanceArgs(['--minutes', '5', '--message', 'Back soon'])).toEqual({
      available: false,
      minutes: 5,
      message: 'Back soon',
    });
  });
  it('reads --off as available', () => {
    expect(parseMaintenanceArgs(['--off'])).toEqual({ available: true });
  });
  it('rejects a missing, non-numeric or combined switch', () => {
    expect(() => parseMaintenanceArgs([])).toThrow(/--minutes/);
    expect(() => parseMaintenanceArgs(['--minutes', 'soon'])).toThrow(/whole number/);
    expect(() => parseMaintenanceArgs(['--minutes', '0'])).toThrow(/minutes/);
    expect(() => parseMaintenanceArgs(['--off', '--minutes', '3'])).toThrow(/cannot be combined/);
    expect(() => parseMaintenanceArgs(['--bogus'])).toThrow();
  });
});
