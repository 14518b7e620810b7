/**
 * MakePayment opened from "Pay $X to keep my vehicle" (OfrVehicleRecovery, ?amount=reinstate; issue 48): the payment
 * starts on the reinstatement amount itself — the amount, what paying it does, Continue — not on the list of
 * amounts with the payoff first. "Pay a different amount" opens that list.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/i18n/format';
import { Facts } from './facts';
import { ErrorAlert } from './query-state';
import styles from './payments.module.css';

export function ReinstatementStart({
  lmsId,
  reinstateCents,
  otherAmountsPath,
  busy,
  lockError,
  onContinue,
}: {
  lmsId: string;
  reinstateCents: number;
  /** MakePayment without the reinstatement start: every amount */
  otherAmountsPath: string;
  busy: boolean;
  lockError: string | null;
  onContinue: () => void;
}) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <p className={styles.lead}>{t('reinstatement.lead', { lmsId })}</p>
      <section className={styles.card} aria-label={t('reinstatement.amountLabel')}>
        <Facts
          facts={[{ label: t('reinstatement.amount'), value: format.money(reinstateCents) }]}
        />
        <p>{t('reinstatement.effect')}</p>
      </section>
      {lockError && <ErrorAlert message={lockError} />}
      <button type="submit" className={styles.button} disabled={busy}>
        {t('reinstatement.continue', { amount: format.money(reinstateCents) })}
      </button>
      <Link className={styles.link} to={otherAmountsPath}>
        {t('reinstatement.otherAmount')}
      </Link>
    </form>
  );
}
