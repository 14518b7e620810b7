/**
 * The dashboard's show-all / paid-off choice (spec §4 Dashboard), for this session only: every sign-in opens on
 * all loans (issue 48: a "Paid off" choice kept across sessions greeted Ana with "You have no paid-off loans").
 * Kept in memory across the session's screens, reset with every store at sign-out.
 */
import { create } from 'zustand';
import type { DashboardView } from '@lender/domain';
import { registerStoreReset } from '../../../shared/session/store-reset';

const useViewStore = create<{ view: DashboardView }>(() => ({ view: 'all' }));

registerStoreReset(() => useViewStore.setState({ view: 'all' }));

export function useDashboardView(): [DashboardView, (view: DashboardView) => void] {
  const view = useViewStore((s) => s.view);
  return [view, (next: DashboardView) => useViewStore.setState({ view: next })];
}
