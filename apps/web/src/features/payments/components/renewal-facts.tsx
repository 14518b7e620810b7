/**
 * The new loan a renewal makes (domain renewalTerms: the amount paid against the payoff, the rest one term of the
 * new loan, posted on `postedOn`), as ReviewPayment shows it before the disclosure.
 */
import { useTranslation } from 'react-i18next';
import { renewalTerms } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import { Facts } from './facts';
import styles from './payments.module.css';

export function RenewalFacts({
  payoffCents,
  amountCents,
  postedOn,
}: {
  payoffCents: number;
  amountCents: number;
  postedOn: string;
}) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const terms = renewalTerms(payoffCents, amountCents, postedOn);
  return (
    <section className={styles.card} aria-labelledby="renewal-new-loan">
      <h2 id="renewal-new-loan">{t('renewal.newLoanHeading')}</h2>
      <Facts
        facts={[
          { label: t('renewal.newPrincipal'), value: format.money(terms.newPrincipalCents) },
          { label: t('renewal.financeCharge'), value: format.money(terms.financeChargeCents) },
          {
            label: t('renewal.estimatedPayment'),
            value: format.money(terms.estimatedPaymentCents),
          },
          {
            label: t('renewal.newDueDate'),
            value: format.date(terms.newDueDate),
            said: format.spokenDate(terms.newDueDate),
          },
        ]}
      />
      <p className={styles.muted}>{t('renewal.estimateNote')}</p>
    </section>
  );
}
