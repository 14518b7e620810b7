import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

export interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorKey?: string;
  labelKey?: string;
  name?: string;
  autoComplete?: 'current-password' | 'new-password';
  /** ids of further descriptions (e.g. the live password hints) */
  describedBy?: string;
}

/** Password input with a show/hide toggle. */
export function PasswordField({
  value,
  onChange,
  errorKey,
  labelKey = 'login.password',
  name = 'password',
  autoComplete = 'current-password',
  describedBy,
}: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const described = [describedBy, errorKey && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t(labelKey)}</label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={described || undefined}
          className={styles.input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={t(visible ? 'login.hidePasswordLabel' : 'login.showPasswordLabel', {
            field: t(labelKey),
          })}
          onClick={() => setVisible((v) => !v)}
        >
          {t(visible ? 'login.hidePassword' : 'login.showPassword')}
        </button>
      </div>
      {errorKey && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {t(errorKey)}
        </p>
      )}
    </div>
  );
}
