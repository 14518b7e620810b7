/**
 * Due-date reminders (issue 15): which loan is reminded on which day, and the days-before setting a borrower
 * may choose. A loan is reminded `daysBefore` days before its due date while it is serviced (open or out for
 * repossession) and something is owed on it. Dates are 'YYYY-MM-DD'.
 */
import { addCalendarDays } from '../stores/time-zone';
import { isActiveStatus } from './status-groups';

export const REMINDER_DAYS_BEFORE_MIN = 1;
export const REMINDER_DAYS_BEFORE_MAX = 14;

export interface ReminderLoan {
  status: number;
  dueDate: string;
  payoffCents: number;
  payable: boolean;
}

/** The due date a reminder sent on `on` is about. */
export const reminderDueDateFor = (on: string, daysBefore: number): string =>
  addCalendarDays(on, daysBefore);

/** Is the loan reminded on `on`: serviced, owing, payable, and due exactly `daysBefore` days later. */
export function isDueForReminder(loan: ReminderLoan, on: string, daysBefore: number): boolean {
  return (
    isActiveStatus(loan.status) &&
    loan.payable &&
    loan.payoffCents > 0 &&
    loan.dueDate === reminderDueDateFor(on, daysBefore)
  );
}

export type ReminderDaysIssue = {
  code: 'reminders.daysBeforeRange';
  params: { min: number; max: number };
};

/** A days-before setting outside 1–14 (or not whole) is refused with its range. */
export function reminderDaysBeforeIssue(daysBefore: number): ReminderDaysIssue | null {
  const ok =
    Number.isInteger(daysBefore) &&
    daysBefore >= REMINDER_DAYS_BEFORE_MIN &&
    daysBefore <= REMINDER_DAYS_BEFORE_MAX;
  return ok
    ? null
    : {
        code: 'reminders.daysBeforeRange',
        params: { min: REMINDER_DAYS_BEFORE_MIN, max: REMINDER_DAYS_BEFORE_MAX },
      };
}

/** The amount a reminder names: the minimum due, else the scheduled instalment, else the payoff. */
export function reminderAmountCents(loan: {
  minimumDueCents: number;
  instalmentCents: number;
  payoffCents: number;
}): number {
  if (loan.minimumDueCents > 0) return loan.minimumDueCents;
  return loan.instalmentCents > 0
    ? Math.min(loan.instalmentCents, loan.payoffCents)
    : loan.payoffCents;
}
