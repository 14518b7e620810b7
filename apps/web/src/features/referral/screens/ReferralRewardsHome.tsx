/**
 * ReferralRewardsHome (spec §2 Referral group, §3 Referral state): the current balance, people
 * signed up, codes scanned, the amount per share, a pending cash-out, the balance history (when the
 * server's referralBalanceHistory setting is on), the share link, code and QR code, and Cash out.
 */
import { useTranslation } from 'react-i18next';
import { useServerSettings } from '../../../shared/config/config-settings';
import { useHeader } from '../../../shared/layout/use-header';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { useReferralStats } from '../api';
import { BalanceHistory } from '../components/balance-history';
import { CashOutButton } from '../components/cash-out-button';
import { SharePanel } from '../components/share-panel';
import styles from '../components/referral.module.css';
import { useFormat } from '../../../shared/i18n/format';

export default function ReferralRewardsHome() {
  const { t } = useTranslation('referral');
  const format = useFormat();
  useHeader('referral:home.title', 'menu');
  const settings = useServerSettings();
  const stats = useReferralStats();
  const data = stats.data;
  const perShare = format.money((data?.amountPerShare ?? settings.amountPerShare) * 100);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('home.heading')}</h1>
      {stats.isPending && <Loading text={t('home.loading')} />}
      {stats.isError && (
        <ErrorAlert message={t('home.error')} onRetry={() => void stats.refetch()} />
      )}
      {data && (
        <>
          <section className={styles.card} aria-labelledby="referral-summary">
            <h2 id="referral-summary" className={styles.subheading}>
              {t('home.summary')}
            </h2>
            {/* one paragraph, the figure on its own line: a large bold <p> alone reads as a heading that is not one (axe p-as-heading) */}
            <p>
              <span className={styles.muted}>{t('home.balance')}</span>
              <span className={styles.balance}>{format.money(data.currentBalanceCents)}</span>
            </p>
            <dl className={styles.facts}>
              <dt>{t('home.signedUp')}</dt>
              <dd>{data.peopleSignedUp}</dd>
              <dt>{t('home.scanned')}</dt>
              <dd>{data.codesScanned}</dd>
            </dl>
            <p>
              <strong>{t('home.perShare', { amount: perShare })}</strong>
            </p>
            <p className={styles.muted}>{t('home.perShareHint', { amount: perShare })}</p>
            {data.pendingCashOut && (
              <div className={styles.notice}>
                <p>{t('home.pending', { amount: format.money(data.pendingCashOutCents) })}</p>
              </div>
            )}
            <CashOutButton balanceCents={data.currentBalanceCents} pending={data.pendingCashOut} />
          </section>
          {settings.referralBalanceHistory && <BalanceHistory />}
          <SharePanel
            referralUrl={data.referralUrl}
            shortCode={data.shortCode}
            shareSheet={settings.shareTitlemaxEnabled}
          />
        </>
      )}
    </div>
  );
}
