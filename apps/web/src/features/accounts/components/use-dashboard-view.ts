/**
 * The dashboard's show-all / paid-off choice (spec §4 Dashboard), persisted in the user cache for a
 * customer. A profile without a customer id (nothing to cache against) keeps it for the session.
 */
import { useState } from 'react';
import { DASHBOARD_VIEWS, type DashboardView } from '@lender/domain';
import { useSessionStore } from '../../../shared/session/session-store';
import { useUpdateUserCache, useUserCache } from '../api/user-cache';

export const DASHBOARD_VIEW_KEY = 'dashboardView';

const isView = (value: unknown): value is DashboardView =>
  (DASHBOARD_VIEWS as readonly unknown[]).includes(value);

export function useDashboardView(): [DashboardView, (view: DashboardView) => void] {
  const hasCustomer = useSessionStore((s) =>
    Boolean(s.customerId || s.customerIds.tlxe || s.customerIds.nls),
  );
  const cache = useUserCache(hasCustomer);
  const update = useUpdateUserCache();
  const [local, setLocal] = useState<DashboardView>();
  const cached = cache.data?.value?.[DASHBOARD_VIEW_KEY];
  const view = local ?? (isView(cached) ? cached : 'all');
  const setView = (next: DashboardView) => {
    setLocal(next);
    if (hasCustomer) update.mutate({ [DASHBOARD_VIEW_KEY]: next });
  };
  return [view, setView];
}
