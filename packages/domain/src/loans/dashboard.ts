/** Spec §4 Dashboard: a toggle between show-all-loans and paid-off only. */
import { isPaidOffStatus } from './status-groups';

export const DASHBOARD_VIEWS = ['all', 'paidOff'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

/** The loans the dashboard lists for a view, in their original order. */
export function dashboardLoans<T extends { status: number }>(loans: readonly T[], view: DashboardView): T[] {
  return view === 'all' ? [...loans] : loans.filter((loan) => isPaidOffStatus(loan.status));
}

/** The toggle is worth showing only when the list holds a paid-off loan and another one. */
export function showsPaidOffToggle(loans: readonly { status: number }[]): boolean {
  const paidOff = loans.filter((loan) => isPaidOffStatus(loan.status)).length;
  return paidOff > 0 && paidOff < loans.length;
}
