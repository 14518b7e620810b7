/**
 * {brand}-Dashboard (spec §2, §4 Dashboard): the brand's loans (GET /accounts?brandName=) with the
 * show-all / paid-off toggle (the choice persists), the dashboard message, an application in progress (decision 059), reapply info, an empty
 * state offering Link account (and the borrower's appraisal offer, issue 12), and the get-loans error with its reason (spec §8 Lists). Offline (issue 11) it
 * shows the loans kept on the device (shared/offline) with the time they were read, and paying is off.
 */
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardLoans, type BrandCode } from '@lender/domain';
import { NetworkError } from '../../../shared/http/network-error';
import { OfflineAsOf } from '../../../shared/offline/offline-banner';
import { useLoansSnapshot } from '../../../shared/offline/use-loans-snapshot';
import { useOnline } from '../../../shared/offline/use-online';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { accountsQuery, useAccounts } from '../api/accounts';
import type { ScreenPrefetchArgs } from '../../../shared/routing/types';
import { AppraisalOfferCard } from '../components/appraisal-offer-card';
import { ApplicationCard, useIncompleteApplication } from '../components/application-card';
import { DashboardMessage } from '../components/dashboard-message';
import { LoanCard } from '../components/loan-card';
import { ErrorAlert, Loading, errorReason } from '../components/query-state';
import { ReapplyInfo } from '../components/reapply-info';
import { useDashboardView } from '../components/use-dashboard-view';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import { ViewToggle } from '../components/view-toggle';
import styles from '../components/accounts.module.css';

function EmptyState({ brand }: { brand: BrandCode }) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <AppraisalOfferCard brand={brand} />
      <section className={styles.card} aria-labelledby="empty-heading">
        <h2 id="empty-heading" className={styles.cardTitle}>
          {t('dashboard.empty')}
        </h2>
        <p className={styles.lead}>{t('dashboard.emptyLead')}</p>
        <Link className={styles.button} to={routePath('LinkAccountOptions')}>
          {t('dashboard.linkAccount')}
        </Link>
      </section>
    </>
  );
}

/**
 * The loans to show: the answer in memory, else (offline, or no answer for want of a network) the ones kept on
 * the device; `asOf` is when they were read, shown while offline.
 */
function useDashboardData(brand: BrandCode) {
  const accounts = useAccounts(brand);
  const offline = !useOnline() || accounts.error instanceof NetworkError;
  const kept = useLoansSnapshot(brand, offline && !accounts.data);
  const snapshot = kept.status === 'found' ? kept.snapshot : undefined;
  const data = accounts.data ?? snapshot?.accounts;
  const asOf = accounts.data ? accounts.dataUpdatedAt : snapshot?.asOf;
  return { accounts, offline, kept: kept.status, data, asOf };
}

/**
 * The loans, the read the borrower waits for (decision 038). The brand's message and the view choice are left to the
 * screen's own queries: prefetched too, their schema and parse came before the loans' render (measured slower).
 */
export function prefetch({ brand, queryClient }: ScreenPrefetchArgs): void {
  void queryClient.prefetchQuery(accountsQuery(brand));
}

export default function Dashboard() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  useHeader('accounts:dashboard.title', 'menu');
  const brand = usePageBrand();
  const { accounts, offline, kept, data: answered, asOf } = useDashboardData(brand);
  // the loans arrive as a default-priority update, which React renders in one task: on a phone's CPU the whole list,
  // its facts and texts blocked taps for ~100 ms. Drawn from a deferred copy, that render is a transition that yields
  // to the browser every few milliseconds (issue 50); the loading line stays until it is done
  const data = useDeferredValue(answered);
  const [view, setView] = useDashboardView();
  const loans = data?.loans ?? [];
  const shown = dashboardLoans(loans, view);
  // an application in progress has its own card (decision 059): the reapply card would offer it twice
  const application = useIncompleteApplication(brand, !offline);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('dashboard.heading')}</h1>
      <DashboardMessage brand={brand} />
      <ApplicationCard brand={brand} online={!offline} />
      {offline && data && asOf !== undefined && <OfflineAsOf asOf={asOf} />}
      {!data && (answered || (offline ? kept === 'reading' : accounts.isPending)) && (
        <Loading text={t('dashboard.loading')} />
      )}
      {offline && !data && kept === 'none' && (
        <ErrorAlert message={tCommon('offline.noneKept')} onRetry={() => void accounts.refetch()} />
      )}
      {accounts.isError && !offline && (
        <ErrorAlert
          message={t('dashboard.error', { reason: errorReason(accounts.error) })}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {data && loans.length === 0 && <EmptyState brand={brand} />}
      {loans.length > 0 && <ViewToggle view={view} onChange={setView} />}
      {loans.length > 0 && shown.length === 0 && (
        <div className={styles.card}>
          <p className={styles.lead}>{t('dashboard.paidOffEmpty')}</p>
          <button type="button" className={styles.buttonSecondary} onClick={() => setView('all')}>
            {t('dashboard.showAll')}
          </button>
        </div>
      )}
      {shown.length > 0 && (
        <ul
          className={styles.list}
          aria-label={t(view === 'all' ? 'dashboard.viewAll' : 'dashboard.viewPaidOff')}
        >
          {shown.map((loan) => (
            <li key={loan.loanId}>
              <LoanCard loan={loan} brand={brand} offline={offline} />
            </li>
          ))}
        </ul>
      )}
      {data && !application && <ReapplyInfo info={data.reapplyInfo} />}
    </div>
  );
}
