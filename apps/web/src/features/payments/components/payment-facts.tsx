/**
 * The payment as ReviewPayment shows it: amount, card (its type as the shared card components name
 * it, •••• last 4 only), loan, posting date, receipt contact.
 */
import { useTranslation } from 'react-i18next';
import { maskedCardNumber } from '@lender/domain';
import type { PaymentData } from '../../../shared/session/payment-store';
import { Facts } from './facts';
import { useFormat } from '../../../shared/i18n/format';

export function PaymentFacts({
  state,
  lmsId,
  postingDate,
}: {
  state: PaymentData;
  lmsId: string;
  postingDate?: string;
}) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const contact = state.alternateContact?.email ?? state.alternateContact?.phoneNumber;
  const { cardType } = state;
  return (
    <Facts
      label={t('review.factsLabel')}
      facts={[
        {
          label: t('review.amount'),
          value: state.paymentAmount ? format.money(state.paymentAmount) : undefined,
        },
        {
          label: t('review.card'),
          value: state.cardNumber
            ? `${cardType ? t(`cardsShared:card.types.${cardType}`, { defaultValue: cardType }) : ''} ${maskedCardNumber(state.cardNumber)}`.trim()
            : undefined,
        },
        { label: t('review.loan'), value: lmsId },
        {
          label: t('review.postingDate'),
          value: postingDate ? format.date(postingDate) : undefined,
        },
        { label: t('review.receiptTo'), value: contact },
      ]}
    />
  );
}
