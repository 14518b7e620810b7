/**
 * {brand}-AccountDetails (spec §2, §4): GET /accountdetail and a layout for each loan status; the
 * co-signer view, the past-due warning and the store-call prompt; 'Error fetching latest loan data.'
 * when the detail cannot be had (spec §8 Loans and stores). A refused refinance or a rate change shows its dialog
 * once (GET /riskInfo; a credit limit change waits for the next draw). "Renew my loan" (ProductSwitch) when the
 * refinance rules offer it, and the auto-pay line (GET /autoPay) when it can be read, with the way to manage it and
 * an automatic payment that did not go through (decision 056). Its history (GET /accounthistory) and, for a loan
 * opened under them, the brand's new-account terms (GET /newaccountterms; decision 059).
 */
import { useTranslation } from 'react-i18next';
import { LoanStatus } from '@lender/domain';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { useSettlementOfferOn } from '../../../shared/offers';
import { RiskNotices, riskInfoAnswerSchema, riskInfoQuery } from '../../../shared/risk-info';
import { bankruptcyStatusQuery, militaryStatusQuery } from '../../../shared/loans/credit-standing';
import { accountHistoryQuery } from '../api/account-history';
import { accountsSchema } from '../api/accounts-schema';
import { accountDetailAnswerSchema } from '../../../shared/loans/account-detail';
import { autoPayAnswerSchema } from '../../../shared/loans/auto-pay';
import { buildSchemasAhead } from '../../../shared/http/lazy-schemas';
import { accountDetailQuery, useAccountDetail } from '../api/accounts';
import type { ScreenModule, ScreenPrefetchArgs } from '../../../shared/routing/types';
import { autoPayQuery, useAutoPay } from '../api/auto-pay';
import { payoffQuoteQuery } from '../api/payoff-quote';
import { listedLoan } from '../../../shared/loans/accounts-list';
import { AutoPayAction } from '../components/auto-pay-action';
import { autoPayText } from '../components/auto-pay-fact';
import { useRenewOffer } from '../components/use-renew-offer';
import { RenewalCancelNotice } from '../components/renewal-cancel-notice';
import { RenewalCashOutNotice } from '../components/renewal-cash-out-notice';
import { RenewalSignatureTask } from '../components/renewal-signature-task';
import { Facts } from '../components/facts';
import { productLabel } from '../components/loan-card';
import { LoanActions, loanActions } from '../components/loan-actions';
import { AlternateNotice, LoanWarnings } from '../components/loan-warnings';
import { offersPayoffQuote, PayoffQuote, quoteToday } from '../components/payoff-quote';
import { ErrorAlert, Loading } from '../components/query-state';
import { AccountHistory } from '../components/account-history';
import { NewAccountTerms, newAccountTermsQuery } from '../../../shared/loans/new-account-terms';
import { StatusBadge } from '../components/status-badge';
import { StatusPanel } from '../components/status-panel';
import { brandRoute, useLoanRoute } from '../components/use-loan-route';
import styles from '../components/accounts.module.css';
import { noWrapClass } from '../../../shared/ui/no-wrap';
import { useFormat } from '../../../shared/i18n/format';

/**
 * The loan's details, the read the screen waits for (decision 038), and beside it the reads of its sections that need
 * only the loan's id or her brand — its history, the brand's new-account terms and her standing for a renewal — which
 * otherwise waited for the details to draw them, a second round (decision 066). Auto-pay (an open loan of hers) and
 * today's payoff quote are asked for too when the Dashboard's answer she tapped the loan on says the details will show
 * them, and her risk notices (fresh for the tap only, decision 081). A settlement still waits for the details.
 */
export function prefetch({ params, brand, queryClient }: ScreenPrefetchArgs): void {
  const { loanId } = params;
  if (!loanId) return;
  void queryClient.prefetchQuery(accountDetailQuery(loanId));
  void queryClient.prefetchQuery(accountHistoryQuery(loanId));
  void queryClient.prefetchQuery(newAccountTermsQuery(brand));
  void queryClient.prefetchQuery(bankruptcyStatusQuery());
  void queryClient.prefetchQuery(militaryStatusQuery());
  void queryClient.prefetchQuery(riskInfoQuery({ loanId }));
  const listed = listedLoan(queryClient, loanId);
  if (listed?.statusGroup === 'open' && !listed.isAlternate)
    void queryClient.prefetchQuery(autoPayQuery(loanId));
  if (listed && offersPayoffQuote(listed))
    void queryClient.prefetchQuery(
      payoffQuoteQuery({ loanId, lmsId: listed.lmsId, goodThrough: quoteToday() }),
    );
}

/**
 * What every loan's details read, started when the screen is preloaded on the page she stays on (decision 085): her
 * standing for a renewal and her brand's new-account terms (cached for minutes); the schemas of the loan's own answers,
 * built before they come; and the store's time zone for today's payoff quote (its formatter is built once, ~30 ms on a
 * phone's CPU). The tap then waits for the loan's reads and the render only.
 */
export const warm: ScreenModule['warm'] = ({ brand, queryClient }) => [
  () => {
    void queryClient.prefetchQuery(newAccountTermsQuery(brand));
    void queryClient.prefetchQuery(bankruptcyStatusQuery());
    void queryClient.prefetchQuery(militaryStatusQuery());
  },
  ...[
    accountDetailAnswerSchema,
    accountsSchema('ZAccountHistoryResponseSchema'),
    accountsSchema('ZPayoffQuoteResponseSchema'),
    autoPayAnswerSchema,
    riskInfoAnswerSchema,
  ].map((load) => () => buildSchemasAhead(load)),
  () => void quoteToday(),
];

export default function AccountDetails() {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  useHeader('accounts:details.title', 'back');
  const { brand, loanId } = useLoanRoute();
  const detail = useAccountDetail(loanId);
  const loan = detail.data;
  // a charged-off loan with an open settlement offer points to it (issue 12)
  const settlementOffer = useSettlementOfferOn(loanId, loan?.status === LoanStatus.ChargedOff);
  // renewing (issue 13): offered by the domain's refinance rules; auto-pay shown for an open loan when known
  const canRenew = useRenewOffer(loan);
  const autoPay = useAutoPay(loanId, loan?.statusGroup === 'open' && !loan.isAlternate);

  return (
    <div className={styles.page}>
      {detail.isPending && <Loading text={t('details.loading')} />}
      {detail.isError && (
        <>
          <h1 className={styles.heading}>{t('details.title')}</h1>
          <ErrorAlert message={t('details.error')} onRetry={() => void detail.refetch()} />
          <Link className={styles.link} to={routePath(brandRoute(brand, 'Dashboard'))}>
            {t('common.backToDashboard')}
          </Link>
        </>
      )}
      {loan && (
        <>
          <div className={styles.cardHeader}>
            <h1 className={`${styles.heading} ${noWrapClass}`}>
              {t('common.loanNumber', { lmsId: loan.lmsId })}
            </h1>
            <StatusBadge group={loan.statusGroup} status={loan.status} />
          </div>
          <p className={styles.muted}>{productLabel(loan, t)}</p>
          <AlternateNotice loan={loan} />
          <RenewalSignatureTask brand={brand} loan={loan} />
          <LoanWarnings loan={loan} />
          <StatusPanel
            loan={loan}
            brand={brand}
            hasSettlementOffer={settlementOffer !== undefined}
            settlementLeftCents={
              settlementOffer?.settlementStep === 'pay'
                ? (settlementOffer.settlementRemainingCents ?? undefined)
                : undefined
            }
          />
          <RenewalCancelNotice brand={brand} loan={loan} />
          <RenewalCashOutNotice loan={loan} />
          <section className={styles.card} aria-label={t('details.store')}>
            <Facts
              facts={[
                { label: t('details.store'), value: loan.storeName },
                {
                  label: t('details.vehicle'),
                  value: loan.collateralDetail
                    ? `${loan.collateralDetail.year} ${loan.collateralDetail.make} ${loan.collateralDetail.model}`
                    : undefined,
                },
                { label: t('details.openedOn'), value: format.date(loan.openedOn) },
                { label: t('details.autoPay'), value: autoPayText(t, autoPay.data) },
              ]}
            />
            <AutoPayAction brand={brand} loanId={loan.loanId} autoPay={autoPay.data} />
          </section>
          {offersPayoffQuote(loan) && <PayoffQuote loan={loan} />}
          <LoanActions brand={brand} loan={loan} actions={loanActions(loan, { canRenew })} />
          <AccountHistory loanId={loan.loanId} enabled />
          <NewAccountTerms brand={brand} openedOn={loan.openedOn} className={styles.card} />
          <RiskNotices loanId={loan.loanId} />
        </>
      )}
    </div>
  );
}
