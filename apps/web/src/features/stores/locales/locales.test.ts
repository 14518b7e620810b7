import { describe, expect, it } from 'vitest';
import en from './en.json';

describe('stores locales', () => {
  it('keeps the spec §8 store message', () => {
    expect(en.details.error).toBe('Failed to get store detail information: {{message}}');
    expect(en.appointment.loanError).toBe('Error fetching latest loan data.');
  });
});
