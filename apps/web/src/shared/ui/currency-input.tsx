/**
 * The currency control of spec §5 (payments and get cash): digits and a dot only, at most 2 decimals, a leading zero
 * stripped, thousands separators applied while typing, decimals padded to two on blur. The '$'
 * prefix is drawn by the control and is not part of the value.
 */
import { useId } from 'react';
import { CURRENCY_SYMBOL, padCurrencyOnBlur, sanitizeCurrencyInput } from '@lender/domain';
import styles from './currency-input.module.css';

export interface CurrencyInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

export function CurrencyInput({
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
}: CurrencyInputProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.currency}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.muted}>
          {hint}
        </p>
      )}
      <div className={styles.currencyControl}>
        <span className={styles.currencySymbol} aria-hidden="true">
          {CURRENCY_SYMBOL}
        </span>
        <input
          id={id}
          className={styles.currencyInput}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(sanitizeCurrencyInput(event.target.value))}
          onBlur={(event) => onChange(padCurrencyOnBlur(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
