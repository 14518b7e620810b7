import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

export interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorKey?: string;
}

/** Password input with a show/hide toggle. */
export function PasswordField({ value, onChange, errorKey }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('login.password')}</label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? `${id}-error` : undefined}
          className={styles.input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
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
