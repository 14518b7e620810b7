/** The dashboard's reapply info (spec §3 dashboardReapplyInfo): apply again, or resume an application. */
import { useTranslation } from 'react-i18next';
import type { TReapplyInfo } from '@lender/contract';
import styles from './accounts.module.css';

export function ReapplyInfo({ info }: { info: TReapplyInfo }) {
  const { t } = useTranslation('accounts');
  if (!info.canReapply && !info.returnUrl) return null;
  return (
    <section className={styles.card} aria-labelledby="reapply-heading">
      <h2 id="reapply-heading" className={styles.cardTitle}>
        {t('dashboard.reapplyHeading')}
      </h2>
      <p className={styles.lead}>{t('dashboard.reapplyLead')}</p>
      {info.returnUrl ? (
        <a className={styles.button} href={info.returnUrl}>
          {t('dashboard.resumeApplication')}
        </a>
      ) : (
        <a className={styles.button} href={info.applyUrl}>
          {t('dashboard.reapply')}
        </a>
      )}
    </section>
  );
}
