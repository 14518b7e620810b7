import { describe, expect, it } from 'vitest';
import { LoanStatus } from '../enums/loan-status';
import { addCalendarDays } from '../stores/time-zone';
import {
  isDueForReminder,
  reminderAmountCents,
  reminderDaysBeforeIssue,
  reminderDueDateFor,
} from './reminders';

const loan = {
  status: LoanStatus.Open,
  dueDate: '2026-12-04',
  payoffCents: 125_000,
  payable: true,
};

describe('isDueForReminder', () => {
  it('reminds an open loan exactly N days before its due date', () => {
    expect(isDueForReminder(loan, '2026-12-01', 3)).toBe(true);
    expect(isDueForReminder(loan, '2026-11-30', 3)).toBe(false);
    expect(isDueForReminder(loan, '2026-12-02', 3)).toBe(false);
    expect(isDueForReminder(loan, '2026-12-03', 1)).toBe(true);
  });

  it('reminds a loan out for repossession, which still takes payments', () => {
    expect(isDueForReminder({ ...loan, status: LoanStatus.OutForRepo }, '2026-12-01', 3)).toBe(
      true,
    );
  });

  it('never reminds a paid-off, closed, charged-off, repossessed or settled loan', () => {
    for (const status of [
      LoanStatus.PaidOff,
      LoanStatus.Closed,
      LoanStatus.ChargedOff,
      LoanStatus.Repossessed,
      LoanStatus.Settled,
      LoanStatus.Refinance,
    ]) {
      expect(isDueForReminder({ ...loan, status }, '2026-12-01', 3)).toBe(false);
    }
  });

  it('never reminds a loan with nothing owed or that takes no payments', () => {
    expect(isDueForReminder({ ...loan, payoffCents: 0 }, '2026-12-01', 3)).toBe(false);
    expect(isDueForReminder({ ...loan, payable: false }, '2026-12-01', 3)).toBe(false);
  });

  it('counts across months and years', () => {
    expect(reminderDueDateFor('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(isDueForReminder({ ...loan, dueDate: '2027-01-02' }, '2026-12-30', 3)).toBe(true);
  });
});

describe('reminderDaysBeforeIssue', () => {
  it('takes whole days from 1 to 14 and names the range otherwise', () => {
    expect(reminderDaysBeforeIssue(1)).toBeNull();
    expect(reminderDaysBeforeIssue(14)).toBeNull();
    for (const bad of [0, 15, 2.5, -1])
      expect(reminderDaysBeforeIssue(bad)).toEqual({
        code: 'reminders.daysBeforeRange',
        params: { min: 1, max: 14 },
      });
  });
});

describe('reminderAmountCents', () => {
  it('names the minimum due, else the instalment (never above the payoff), else the payoff', () => {
    expect(
      reminderAmountCents({
        minimumDueCents: 9_000,
        instalmentCents: 12_000,
        payoffCents: 125_000,
      }),
    ).toBe(9_000);
    expect(
      reminderAmountCents({ minimumDueCents: 0, instalmentCents: 12_000, payoffCents: 125_000 }),
    ).toBe(12_000);
    expect(
      reminderAmountCents({ minimumDueCents: 0, instalmentCents: 12_000, payoffCents: 5_000 }),
    ).toBe(5_000);
    expect(
      reminderAmountCents({ minimumDueCents: 0, instalmentCents: 0, payoffCents: 5_000 }),
    ).toBe(5_000);
  });
});
