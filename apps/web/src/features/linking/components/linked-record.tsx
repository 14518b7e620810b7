/** One customer record of a replacement: whose it is, its loans and brands. */
import { useTranslation } from 'react-i18next';
import type { TLinkedCustomer } from '@lender/contract';
import styles from './linking.module.css';

export function LinkedRecord({
  titleKey,
  record,
}: {
  titleKey: string;
  record: TLinkedCustomer | null;
}) {
  const { t } = useTranslation('linking');
  return (
    <section className={styles.record} aria-label={t(titleKey)}>
      <h2>{t(titleKey)}</h2>
      {record ? (
        <dl>
          <dt>{t('confirm.name')}</dt>
          <dd>{record.customerName}</dd>
          <dt>{t('confirm.loans')}</dt>
          <dd>{record.lmsIds.length > 0 ? record.lmsIds.join(', ') : t('confirm.noLoans')}</dd>
        </dl>
      ) : (
        <p>{t('confirm.noCurrent')}</p>
      )}
    </section>
  );
}
