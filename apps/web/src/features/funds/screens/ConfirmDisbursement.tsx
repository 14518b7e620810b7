/**
 * ConfirmDisbursement (spec §2 Payment group): the posted draw — its confirmation number (DRW…, never an id: issue
 * 48), amount, card, the line's new balance and available credit, all from its confirmation.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { useCardEnding } from '../components/texts';
import styles from '../components/funds.module.css';
import { useFundsStore } from '../store';
import { useFundsRoute } from '../use-funds-route';
import { useFormat } from '../../../shared/i18n/format';

export default function ConfirmDisbursement() {
  const { t } = useTranslation('funds');
  const format = useFormat();
  useHeader('funds:confirm.title', 'menu');
  const { loanId, pathOf } = useFundsRoute();
  const cardEnding = useCardEnding();
  const confirmation = useFundsStore((s) => s.confirmation);
  const shown = confirmation && confirmation.loanId === loanId ? confirmation : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{shown ? t('confirm.heading') : t('confirm.title')}</h1>
      {shown ? (
        <section className={styles.card} aria-label={t('confirm.summary')}>
          <dl className={styles.facts}>
            <dt>{t('confirm.confirmationNumber')}</dt>
            <dd>{shown.confirmationNumber}</dd>
            <dt>{t('confirm.amount')}</dt>
            <dd>{format.money(shown.amountCents)}</dd>
            <dt>{t('confirm.card')}</dt>
            <dd>{cardEnding(shown)}</dd>
            <dt>{t('confirm.balance')}</dt>
            <dd>{format.money(shown.balanceCents)}</dd>
            <dt>{t('confirm.available')}</dt>
            <dd>{format.money(shown.availableCreditCents)}</dd>
          </dl>
        </section>
      ) : (
        <p className={styles.lead}>{t('confirm.none')}</p>
      )}
      <div className={styles.actions}>
        <Link className={styles.button} to={pathOf('AccountDetails')}>
          {t('common.backToAccount')}
        </Link>
      </div>
    </div>
  );
}
