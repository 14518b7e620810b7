/** Spec §4/§8 past-due warning and the store-call prompt past pastDuePhoneDayLimit (spec §9). */
import { PAST_DUE_PHONE_DAY_LIMIT } from '../constants/thresholds';
import { isActiveStatus } from './status-groups';

/** A loan is past due when it is still serviced (open or out-for-repo) and at least one day late. */
export function isPastDue(loan: { status: number; daysLate: number }): boolean {
  return isActiveStatus(loan.status) && loan.daysLate > 0;
}

/** The borrower is asked to call the store once days late exceed the past-due phone day limit. */
export function needsStoreCall(
  daysLate: number,
  pastDuePhoneDayLimit: number = PAST_DUE_PHONE_DAY_LIMIT,
): boolean {
  return daysLate > pastDuePhoneDayLimit;
}
