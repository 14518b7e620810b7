/**
 * The US state of an address (spec §3 addresses): a labelled select of US_STATES with a "choose" first option, its
 * error tied to it (aria-invalid, aria-describedby). Texts arrive translated. The profile's and the spouse's address.
 */
import { useId } from 'react';
import { US_STATES } from '@lender/domain';
import styles from './state-select.module.css';

export interface StateSelectProps {
  label: string;
  /** the empty first option ("Choose a state") */
  chooseLabel: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete?: string;
}

export function StateSelect({
  label,
  chooseLabel,
  value,
  onChange,
  error,
  autoComplete,
}: StateSelectProps) {
  const id = useId();
  return (
    <>
      <label className={styles.label}>
        {label}
        <select
          className={styles.select}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete={autoComplete}
        >
          <option value="">{chooseLabel}</option>
          {US_STATES.map((state) => (
            <option key={state.value} value={state.value}>
              {state.label}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
