/**
 * {brand}-VerificationMethod of the Payment group (spec §7 POST /sendverificationcode): the
 * co-signer chooses a text message or a voice call; the code goes to their own contact on the loan.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeader } from '../../../shared/layout/use-header';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { sendVerificationCode, usePersonalInfo } from '../api';
import { ErrorAlert, LoanQueryState, errorReason } from '../components/query-state';
import { Radio } from '../../../shared/ui/choice';
import styles from '../components/payments.module.css';
import { usePaymentContext } from '../use-payment-context';

export default function VerificationMethod() {
  const { t } = useTranslation('payments');
  useHeader('payments:verificationMethod.title', 'back');
  const { route, loan, loanQuery, payer } = usePaymentContext();
  const personal = usePersonalInfo(route.loanId, !payer.guest);
  const [isVoice, setIsVoice] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const customerId = loan ? payer.customerIdFor(loan) : undefined;
    if (!loan || !customerId || sending) return;
    setSending(true);
    setError(null);
    try {
      const requesterName = personal.data?.fullCustomerName || payer.username || customerId;
      const sent = await sendVerificationCode({
        customerId,
        loanId: loan.loanId,
        requesterName,
        isVoice,
      });
      usePaymentStore
        .getState()
        .update({ verificationDestination: sent.destination, alternateVerified: false });
      route.go('Code');
    } catch (caught) {
      setError(t('verificationMethod.error', { reason: errorReason(caught) }));
      setSending(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('verificationMethod.heading')}</h1>
      <LoanQueryState query={loanQuery} />
      {loan && (
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className={styles.lead}>{t('verificationMethod.lead')}</p>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('verificationMethod.legend')}</legend>
            {([false, true] as const).map((voice) => (
              <Radio
                key={String(voice)}
                framed
                name={name}
                checked={isVoice === voice}
                onChange={() => setIsVoice(voice)}
              >
                {t(voice ? 'verificationMethod.voice' : 'verificationMethod.text')}
              </Radio>
            ))}
          </fieldset>
          {error && <ErrorAlert message={error} />}
          <button type="submit" className={styles.button} disabled={sending || personal.isLoading}>
            {t('verificationMethod.send')}
          </button>
        </form>
      )}
    </div>
  );
}
