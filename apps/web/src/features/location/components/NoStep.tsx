/** A location screen opened without a flow to go on to (a bookmark, a stale link): back to the loan. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './location.module.css';

export function NoStep({ accountPath }: { accountPath: string }) {
  const { t } = useTranslation('location');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('noStep.heading')}</h1>
      <p>{t('noStep.lead')}</p>
      <Link className={styles.button} to={accountPath}>
        {t('common.backToAccount')}
      </Link>
    </div>
  );
}
