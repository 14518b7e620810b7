import { describe, expect, it } from 'vitest';
import { paymentPostingDate } from './posting-date';

describe('paymentPostingDate', () => {
  it('posts a payment made on a business day before the 5:00 PM CT cut-off that day', () => {
    expect(paymentPostingDate(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23'); // Monday 4:59 PM CT
  });

  it('posts a payment made after the cut-off on the next business day', () => {
    expect(paymentPostingDate(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24'); // Monday 5:00 PM CT
    expect(paymentPostingDate(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-27'); // the eve of Thanksgiving
  });

  it('posts a weekend or holiday payment on the next business day, reading the day in Chicago', () => {
    expect(paymentPostingDate(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-23'); // Saturday
    expect(paymentPostingDate(new Date('2026-11-26T15:00:00Z'))).toBe('2026-11-27'); // Thanksgiving
    expect(paymentPostingDate(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24'); // Tuesday in UTC, Monday 9 PM in Chicago
  });
});
