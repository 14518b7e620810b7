/**
 * ProductSwitch's amount (spec §4 Refinance eligibility, §5 Currency input): the renewal minimum, or another amount
 * typed in the shared currency input. The error of the amount is tied to the input (or, for the minimum, the group).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format';
import controls from '../../../shared/ui/controls.module.css';
import { CurrencyInput } from '../../../shared/ui/currency-input';
import { useGroupError } from '../../../shared/ui/group-error';
import type { RenewalChoice } from '../renewal-choice';
import styles from './refinance.module.css';

export interface RenewalAmountProps {
  minimumCents: number;
  choice: RenewalChoice;
  onChoice: (choice: RenewalChoice) => void;
  otherText: string;
  onOtherText: (text: string) => void;
  /** the amount's refusal, shown under the input ('other') or the group ('minimum') */
  error?: string;
}

export function RenewalAmount({
  minimumCents,
  choice,
  onChoice,
  otherText,
  onOtherText,
  error,
}: RenewalAmountProps) {
  const { t } = useTranslation('refinance');
  const format = useFormat();
  const name = useId();
  const { groupProps, message } = useGroupError(
    choice === 'minimum' ? error : undefined,
    styles.fieldError,
  );
  return (
    <fieldset className={controls.group} {...groupProps}>
      <legend className={controls.legend}>{t('productSwitch.amountLegend')}</legend>
      <div className={styles.option}>
        <input
          id={`${name}-minimum`}
          type="radio"
          name={name}
          checked={choice === 'minimum'}
          onChange={() => onChoice('minimum')}
        />
        <label htmlFor={`${name}-minimum`} className={styles.optionLabel}>
          <span>{t('productSwitch.minimum')}</span>
          <span className={styles.amount}>{format.money(minimumCents)}</span>
        </label>
      </div>
      <div className={styles.option}>
        <input
          id={`${name}-other`}
          type="radio"
          name={name}
          checked={choice === 'other'}
          onChange={() => onChoice('other')}
        />
        <label htmlFor={`${name}-other`} className={styles.optionLabel}>
          {t('productSwitch.other')}
        </label>
      </div>
      {choice === 'other' && (
        <CurrencyInput
          label={t('productSwitch.otherAmount')}
          value={otherText}
          onChange={onOtherText}
          error={error}
        />
      )}
      {message}
    </fieldset>
  );
}
