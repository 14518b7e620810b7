/**
 * On the loan a renewal with cash back opened (decision 057): how much was added to it and where it went ("$200.00
 * sent to card ending 1111"), or that it is on its way, was refused by the card, or was not sent.
 */
import { useTranslation } from 'react-i18next';
import type { TAccountDetailResponse } from '@lender/contract';
import { useFormat } from '../../../shared/i18n/format';
import styles from './accounts.module.css';

export function RenewalCashOutNotice({ loan }: { loan: TAccountDetailResponse }) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  const cashOut = loan.renewedFrom?.cashOut;
  if (!cashOut) return null;
  return (
    <section className={styles.card} aria-labelledby="renewal-cash-out-heading">
      <h2 id="renewal-cash-out-heading">{t('details.cashOut.heading')}</h2>
      <p>
        {t(`details.cashOut.${cashOut.status}`, {
          amount: format.money(cashOut.amountCents),
          last4: cashOut.cardNumber,
        })}
      </p>
    </section>
  );
}
