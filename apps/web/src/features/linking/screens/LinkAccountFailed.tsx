/**
 * LinkAccountFailed: the details did not match a loan (or too many tries); try again (the form comes back with
 * what she typed, draft.ts) or contact us.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import type { LinkFailureReason } from '../failure';
import styles from '../components/linking.module.css';

export default function LinkAccountFailed() {
  const { t } = useTranslation('linking');
  useHeader('linking:failed.title', 'menu');
  const state = useLocation().state as { reason?: LinkFailureReason; retry?: string } | null;
  const reason: LinkFailureReason = state?.reason === 'tooMany' ? 'tooMany' : 'noMatch';
  const retry = state?.retry === 'ReplaceAccount' ? 'ReplaceAccount' : 'LinkAccount';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('failed.heading')}</h1>
      <p role="alert" className={styles.alert}>
        {t(`failed.${reason}`)}
      </p>
      <p className={styles.intro}>{t('failed.help')}</p>
      <div className={styles.actions}>
        <Link className={styles.button} to={routePath(retry)} state={{ tryAgain: true }}>
          {t('failed.retry')}
        </Link>
        <Link className={styles.buttonSecondary} to={routePath('ContactUs')}>
          {t('failed.contactUs')}
        </Link>
      </div>
    </div>
  );
}
