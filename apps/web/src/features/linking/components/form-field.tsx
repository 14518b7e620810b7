/**
 * A labelled input of the link form; its hint and error are linked with aria-describedby. `masked`
 * makes it the spec §5 masked input: shown as a password while it does not have focus.
 */
import { useId, useState, type InputHTMLAttributes, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './linking.module.css';

export interface FormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id' | 'type'
> {
  labelKey: string;
  hintKey?: string;
  errorKey?: string;
  value: string;
  onChange: (value: string) => void;
  masked?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}

export function FormField({
  labelKey,
  hintKey,
  errorKey,
  value,
  onChange,
  masked = false,
  inputRef,
  ...input
}: FormFieldProps) {
  const { t } = useTranslation('linking');
  const id = useId();
  const [focused, setFocused] = useState(false);
  const describedBy = [hintKey && `${id}-hint`, errorKey && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t(labelKey)}</label>
      {hintKey && (
        <p id={`${id}-hint`} className={styles.hint}>
          {t(hintKey)}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        {...input}
        type={masked && !focused ? 'password' : 'text'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={styles.input}
      />
      {errorKey && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {t(errorKey)}
        </p>
      )}
    </div>
  );
}
