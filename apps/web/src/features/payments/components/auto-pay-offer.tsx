/**
 * After a successful payment of a loan that does not pay itself (decision 056): auto-pay offered with the card just
 * used — AutoPayConfirm (with no renewal in progress, the loan's own auto-pay) asks the spec's confirmation. Shown
 * only when the borrower may enrol the loan (GET /autoPay canAutoPay) and it is not enrolled already.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAutoPay } from '../../../shared/loans/auto-pay';
import styles from './payments.module.css';

export function AutoPayOffer({ loanId, to }: { loanId: string; to: string }) {
  const { t } = useTranslation('payments');
  const autoPay = useAutoPay(loanId, true);
  if (!autoPay.data || autoPay.data.enrolled || !autoPay.data.canAutoPay) return null;
  return (
    <section className={styles.card} aria-labelledby="auto-pay-offer">
      <h2 id="auto-pay-offer">{t('confirm.autoPayOffer')}</h2>
      <p>{t('confirm.autoPayOfferLead')}</p>
      <Link className={styles.buttonSecondary} to={to}>
        {t('confirm.autoPaySetUp')}
      </Link>
    </section>
  );
}
