/**
 * The labelled text input of every form: its hint and error are linked with aria-describedby and
 * an error marks it aria-invalid. `masked` is the spec §5 masked input, shown as a password while
 * it does not have focus. Texts arrive translated; each feature wraps this with its namespace.
 */
import { useId, useState, type InputHTMLAttributes, type RefObject } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  masked?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}

export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  masked = false,
  inputRef,
  type = 'text',
  ...input
}: TextFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        {...input}
        type={masked && !focused ? 'password' : type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={(event) => {
          setFocused(true);
          input.onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          input.onBlur?.(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={styles.input}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
