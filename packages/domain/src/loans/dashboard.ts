/** Spec §4 Dashboard: a toggle between show-all-loans and paid-off only. */
import { isPaidOffStatus } from './status-groups';

export const DASHBOARD_VIEWS = ['all', 'paidOff'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

/** The loans the dashboard lists for a view, in their original order. */
export function dashboardLoans<T extends { status: number }>(
  loans: readonly T[],
  view: DashboardView,
): T[] {
  return view === 'all' ? [...loans] : loans.filter((loan) => isPaidOffStatus(loan.status));
}
