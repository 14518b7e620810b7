import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id'
> {
  labelKey: string;
  value: string;
  onChange: (value: string) => void;
  /** an auth-namespace i18n key of the field's error */
  errorKey?: string;
  /** an auth-namespace i18n key of a hint shown under the label */
  hintKey?: string;
}

/** A labelled input whose error and hint are linked with aria-describedby. */
export function TextField({
  labelKey,
  value,
  onChange,
  errorKey,
  hintKey,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
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
        id={id}
        type="text"
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
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
