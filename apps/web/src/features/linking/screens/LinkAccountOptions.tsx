/**
 * LinkAccountOptions (/LinkAccountOptions): link an existing loan to this profile, or — for a
 * profile already linked — replace the linked record. A pending replacement is pointed out.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { useReplacement } from '../api';
import styles from '../components/linking.module.css';

export default function LinkAccountOptions() {
  const { t } = useTranslation('linking');
  useHeader('linking:options.title', 'menu');
  const customerIds = useSessionStore((s) => s.customerIds);
  const linked = Boolean(customerIds.nls || customerIds.tlxe);
  const replacement = useReplacement(linked);
  const pending = replacement.data?.replacement?.state === 'pending';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('options.heading')}</h1>
      <p className={styles.intro}>{t(linked ? 'options.introLinked' : 'options.intro')}</p>
      {pending && (
        <p role="status" className={styles.intro}>
          {t('options.pending')}{' '}
          <Link to={routePath('ConfirmAccountReplacement')}>{t('options.pendingLink')}</Link>
        </p>
      )}
      <ul className={styles.options}>
        <li>
          <Link className={styles.option} to={routePath('LinkAccount')}>
            <strong>{t('options.link')}</strong>
            {t('options.linkHint')}
          </Link>
        </li>
        {linked && (
          <li>
            <Link className={styles.option} to={routePath('ReplaceAccount')}>
              <strong>{t('options.replace')}</strong>
              {t('options.replaceHint')}
            </Link>
          </li>
        )}
        <li>
          <Link className={styles.option} to={routePath('ContactUs')}>
            <strong>{t('options.help')}</strong>
            {t('options.helpHint')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
