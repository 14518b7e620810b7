/**
 * MakePayment's amount choices (spec §2, §4): the minimum, the payoff, a reinstatement amount where
 * the loan has one (paymentAmountChoices), and 'other' with the currency input of spec §5.
 */
import { useTranslation } from 'react-i18next';
import { type PaymentAmountChoices } from '@lender/domain';
import type { PaymentAmountChoice } from '../../../shared/session/payment-store';
import { OFFERED_CHOICES, offeredCents } from '../amount-selection';
import { AmountChoiceGroup } from '../../../shared/ui/amount-choice-group';

export interface AmountChoicesProps {
  choices: PaymentAmountChoices;
  choice: PaymentAmountChoice | undefined;
  onChoice: (choice: PaymentAmountChoice) => void;
  otherText: string;
  onOtherText: (text: string) => void;
  otherError?: string;
  /** the group's error ('Choose a payment amount.'), tied to the group */
  error?: string;
}

export function AmountChoices({
  choices,
  choice,
  onChoice,
  otherText,
  onOtherText,
  otherError,
  error,
}: AmountChoicesProps) {
  const { t } = useTranslation('payments');
  const options = OFFERED_CHOICES.flatMap((value) => {
    const cents = offeredCents(value, choices);
    return cents !== null && cents > 0 ? [{ value, cents, label: t(`makePayment.${value}`) }] : [];
  });
  return (
    <AmountChoiceGroup<PaymentAmountChoice>
      legend={t('makePayment.amountLegend')}
      options={options}
      otherValue="other"
      otherLabel={t('makePayment.other')}
      otherAmountLabel={t('makePayment.otherAmount')}
      choice={choice}
      onChoice={onChoice}
      otherText={otherText}
      onOtherText={onOtherText}
      otherError={otherError}
      groupError={error}
    />
  );
}
