/**
 * A choice of amounts (spec §2 MakePayment, ProductSwitch; §5 currency input): each offered amount as a radio with its
 * label and figure, then "another amount" with the currency input. The group's error (no choice, or a refused offered
 * amount) is tied to the group; the typed amount's to its input.
 */
import { useId } from 'react';
import { useFormat } from '../i18n/format';
import controls from './controls.module.css';
import { Radio } from './choice';
import { CurrencyInput } from './currency-input';
import { useGroupError } from './group-error';
import styles from './amount-choice.module.css';

export interface AmountOption<V extends string> {
  value: V;
  label: string;
  cents: number;
}

export interface AmountChoiceGroupProps<V extends string> {
  legend: string;
  options: readonly AmountOption<V>[];
  /** the value that stands for a typed amount */
  otherValue: V;
  otherLabel: string;
  otherAmountLabel: string;
  choice: V | undefined;
  onChoice: (choice: V) => void;
  otherText: string;
  onOtherText: (text: string) => void;
  otherError?: string | undefined;
  groupError?: string | undefined;
}

export function AmountChoiceGroup<V extends string>(props: AmountChoiceGroupProps<V>) {
  const {
    legend,
    options,
    otherValue,
    otherLabel,
    otherAmountLabel,
    choice,
    onChoice,
    otherText,
    onOtherText,
    otherError,
    groupError,
  } = props;
  const format = useFormat();
  const name = useId();
  const { groupProps, message } = useGroupError(groupError, styles.fieldError);
  const radio = (value: V, label: React.ReactNode) => (
    <Radio
      key={value}
      framed
      name={name}
      checked={choice === value}
      onChange={() => onChoice(value)}
    >
      <span className={styles.optionLabel}>{label}</span>
    </Radio>
  );
  return (
    <fieldset className={controls.group} {...groupProps}>
      <legend className={controls.legend}>{legend}</legend>
      {options.map((option) =>
        radio(
          option.value,
          <>
            <span>{option.label}</span>{' '}
            <span className={styles.amount}>{format.money(option.cents)}</span>
          </>,
        ),
      )}
      {radio(otherValue, otherLabel)}
      {choice === otherValue && (
        <CurrencyInput
          label={otherAmountLabel}
          value={otherText}
          onChange={onOtherText}
          error={otherError}
        />
      )}
      {message}
    </fieldset>
  );
}
