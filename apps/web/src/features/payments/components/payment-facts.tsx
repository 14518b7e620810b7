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
  const typeName = cardType
    ? t(`cardsShared:card.types.${cardType}`, { defaultValue: cardType })
    : '';
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
            ? `${typeName} ${maskedCardNumber(state.cardNumber)}`.trim()
            : undefined,
          // '•••• 1111' is read out as four bullets
          said: state.cardNumber
            ? t('review.cardSaid', { type: typeName, last4: state.cardNumber })
                .replace(/\s+/g, ' ')
                .trim()
            : undefined,
        },
        { label: t('review.loan'), value: lmsId },
        {
          label: t('review.postingDate'),
          value: postingDate ? format.date(postingDate) : undefined,
          said: format.spokenDate(postingDate),
        },
        { label: t('review.receiptTo'), value: contact },
      ]}
    />
  );
}
