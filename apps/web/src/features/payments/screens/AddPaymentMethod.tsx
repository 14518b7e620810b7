/**
 * {brand}-AddPaymentMethod of the Payment group (spec §2, §5 Adding a card, §6 Guest payer): the
 * processor's hosted form; 'Save this card for later' sets the save flag (a guest's card is never
 * kept). The header's back button returns to MakePayment (spec §2 Layout, done by the app header).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentCard } from '@lender/contract';
import { HostedCardForm } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import { Checkbox } from '../../../shared/ui/choice';
import styles from '../components/payments.module.css';
import { screenAfterCard } from '../flow';
import { selectPaymentCard } from '../select-card';
import { usePaymentContext } from '../use-payment-context';

export default function AddPaymentMethod() {
  const { t } = useTranslation('payments');
  useHeader('payments:addMethod.title', 'back');
  const { route, kind, payer } = usePaymentContext();
  const [save, setSave] = useState(false);
  const keep = !payer.guest && save;
  const { go } = route;

  const onAdded = useCallback(
    (card: TPaymentCard) => {
      selectPaymentCard(card, { saveGuestCard: keep });
      go(screenAfterCard(kind));
    },
    [go, keep, kind],
  );
  const onCancel = useCallback(() => go('SelectPaymentMethod'), [go]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('addMethod.heading')}</h1>
      {payer.guest ? (
        <p className={styles.muted}>{t('addMethod.guestNote')}</p>
      ) : (
        <Checkbox checked={save} onChange={(event) => setSave(event.target.checked)}>
          {t('addMethod.save')}
        </Checkbox>
      )}
      <HostedCardForm save={keep} onAdded={onAdded} onCancel={onCancel} transactionType="payment" />
    </div>
  );
}
