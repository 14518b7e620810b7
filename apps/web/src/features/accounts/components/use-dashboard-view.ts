/**
 * The dashboard's show-all / paid-off choice (spec §4 Dashboard), for this session only: every sign-in opens on
 * all loans (issue 48: a "Paid off" choice kept across sessions greeted Ana with "You have no paid-off loans").
 * Kept in the tab's sessionStorage (a reload keeps it), reset with every store at sign-out.
 */
import { create } from 'zustand';
import { DASHBOARD_VIEWS, type DashboardView } from '@lender/domain';
import { registerStoreReset } from '../../../shared/session/store-reset';

const KEY = 'dashboardView';

function saved(): DashboardView {
  try {
    const value = sessionStorage.getItem(KEY);
    return (DASHBOARD_VIEWS as readonly (string | null)[]).includes(value)
      ? (value as DashboardView)
      : 'all';
  } catch {
    return 'all';
  }
}

function keep(view: DashboardView | null): void {
  try {
    if (view) sessionStorage.setItem(KEY, view);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the choice lasts the page
  }
}

const useViewStore = create<{ view: DashboardView }>(() => ({ view: saved() }));

registerStoreReset(() => {
  keep(null);
  useViewStore.setState({ view: 'all' });
});

export function useDashboardView(): [DashboardView, (view: DashboardView) => void] {
  const view = useViewStore((s) => s.view);
  return [
    view,
    (next: DashboardView) => {
      keep(next);
      useViewStore.setState({ view: next });
    },
  ];
}
