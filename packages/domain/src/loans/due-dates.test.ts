import { describe, expect, it } from 'vitest';
import { addDueMonths, dueDateAfterPayment, nextDueDateAfter } from './due-dates';

describe('loan due dates', () => {
  it('keeps the due day, clamped to a shorter month', () => {
    expect(addDueMonths('2026-11-03', 1)).toBe('2026-12-03');
    expect(addDueMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addDueMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addDueMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('a receipt never shows a past date as next due: T1 (due 11/03, 20 days late) after a partial payment on 11/23', () => {
    expect(nextDueDateAfter('2026-11-03', '2026-11-23')).toBe('2026-12-03');
    expect(nextDueDateAfter('2026-12-02', '2026-11-23')).toBe('2026-12-02');
  });

  it('a payment covering what is owed moves the due date to the next instalment; a smaller one leaves it', () => {
    expect(dueDateAfterPayment('2026-12-02', '2026-11-23', true)).toBe('2027-01-02');
    expect(dueDateAfterPayment('2026-11-03', '2026-11-23', true)).toBe('2026-12-03');
    expect(dueDateAfterPayment('2026-11-03', '2026-11-23', false)).toBe('2026-11-03');
  });
});
