/** The form-level error of a failed call, announced as an alert (spec §8 messages). */
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../api-error-message';
import styles from './login.module.css';

export interface FormAlertProps {
  error: unknown;
  /** the username tried, for 'Your email was not found.' / 'Your phone number was not found.' */
  username?: string;
}

export function FormAlert({ error, username }: FormAlertProps) {
  const { t } = useTranslation('auth');
  if (!error) return null;
  const message = apiErrorMessage(error, username);
  const shown =
    'text' in message
      ? message.text
      : t(message.key, {
          ...message.values,
          defaultValue: message.values?.fallback ?? t('errors.generic'),
        });
  return (
    <p role="alert" className={styles.error}>
      {shown}
    </p>
  );
}
