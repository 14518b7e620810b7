/**
 * {brand}-Code of the Payment group (spec §7 GET /verificationcodestatus): the co-signer enters the
 * 6-digit code; verified → choose a card. A wrong code says how many tries are left; none left →
 * send a new one.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { TextField } from '../../../shared/ui/text-field';
import { getVerificationCodeStatus } from '../api';
import { ErrorAlert, errorReason } from '../components/query-state';
import styles from '../components/payments.module.css';
import { usePaymentContext } from '../use-payment-context';

export default function Code() {
  const { t } = useTranslation('payments');
  useHeader('payments:code.title', 'back');
  const { route } = usePaymentContext();
  const destination = usePaymentStore((s) => s.verificationDestination);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setFieldError(t('code.invalid'));
    setChecking(true);
    setError(null);
    try {
      const status = await getVerificationCodeStatus(route.loanId, code);
      if (status.verified) {
        usePaymentStore.getState().update({ alternateVerified: true });
        route.go('SelectPaymentMethod', undefined, { replace: true });
        return;
      }
      setFieldError(
        status.attemptsLeft > 0
          ? t('code.wrong', { count: status.attemptsLeft })
          : t('code.noTriesLeft'),
      );
    } catch (caught) {
      setError(t('code.error', { reason: errorReason(caught) }));
    }
    setChecking(false);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('code.heading')}</h1>
      <p className={styles.lead}>
        {destination ? t('code.leadTo', { destination }) : t('code.lead')}
      </p>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('code.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(value) => {
            setCode(value.replace(/\D/g, '').slice(0, 6));
            setFieldError(undefined);
          }}
          error={fieldError}
        />
        {error && <ErrorAlert message={error} />}
        <button type="submit" className={styles.button} disabled={checking}>
          {t('code.verify')}
        </button>
      </form>
      <Link className={styles.link} to={route.pathOf('VerificationMethod')}>
        {t('code.resend')}
      </Link>
    </div>
  );
}
