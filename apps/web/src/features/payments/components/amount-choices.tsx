/**
 * MakePayment's amount choices (spec §2, §4): the minimum, the payoff, a reinstatement amount where
 * the loan has one (paymentAmountChoices), and 'other' with the currency input of spec §5.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type PaymentAmountChoices } from '@lender/domain';
import type { PaymentAmountChoice } from '../../../shared/session/payment-store';
import { OFFERED_CHOICES, offeredCents } from '../amount-selection';
import { CurrencyInput } from '../../../shared/ui/currency-input';
import styles from './payments.module.css';
import { useFormat } from '../../../shared/i18n/format';
import { useGroupError } from '../../../shared/ui/group-error';

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
  const format = useFormat();
  const name = useId();
  const { groupProps, message } = useGroupError(error, styles.fieldError);
  const options = OFFERED_CHOICES.flatMap((value) => {
    const cents = offeredCents(value, choices);
    return cents !== null && cents > 0 ? [{ value, cents }] : [];
  });
  return (
    <fieldset className={styles.group} {...groupProps}>
      <legend className={styles.legend}>{t('makePayment.amountLegend')}</legend>
      {options.map((option) => (
        <div key={option.value} className={styles.option}>
          <input
            id={`${name}-${option.value}`}
            type="radio"
            name={name}
            checked={choice === option.value}
            onChange={() => onChoice(option.value)}
          />
          <label htmlFor={`${name}-${option.value}`} className={styles.optionLabel}>
            <span>{t(`makePayment.${option.value}`)}</span>
            <span className={styles.amount}>{format.money(option.cents)}</span>
          </label>
        </div>
      ))}
      <div className={styles.option}>
        <input
          id={`${name}-other`}
          type="radio"
          name={name}
          checked={choice === 'other'}
          onChange={() => onChoice('other')}
        />
        <label htmlFor={`${name}-other`} className={styles.optionLabel}>
          {t('makePayment.other')}
        </label>
      </div>
      {choice === 'other' && (
        <CurrencyInput
          label={t('makePayment.otherAmount')}
          value={otherText}
          onChange={onOtherText}
          error={otherError}
        />
      )}
      {message}
    </fieldset>
  );
}
