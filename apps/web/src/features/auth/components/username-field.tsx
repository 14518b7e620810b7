import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

export interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorKey?: string;
}

/** Email or phone number. */
export function UsernameField({ value, onChange, errorKey }: UsernameFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('login.username')}</label>
      <input
        id={id}
        name="username"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={errorKey ? `${id}-error` : undefined}
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
