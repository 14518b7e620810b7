/**
 * {brand}-CustomerDetails (spec §2, §3 Payment confirmation payer, §6 Guest payer and Alternate
 * party): where the receipt goes, an email or a mobile number, for guest payers and co-signers.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeader } from '../../../shared/layout/use-header';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { TextField } from '../../../shared/ui/text-field';
import { Radio } from '../../../shared/ui/choice';
import styles from '../components/payments.module.css';
import { parseContact, type ContactMethod } from '../contact';
import { usePaymentContext } from '../use-payment-context';

export default function CustomerDetails() {
  const { t } = useTranslation('payments');
  useHeader('payments:customerDetails.title', 'back');
  const { route, payer } = usePaymentContext();
  const saved = usePaymentStore((s) => s.alternateContact);
  const [method, setMethod] = useState<ContactMethod>(saved?.phoneNumber ? 'phone' : 'email');
  const [text, setText] = useState(
    saved?.phoneNumber ?? saved?.email ?? (payer.guest ? '' : (payer.email ?? '')),
  );
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const name = useId();

  const choose = (next: ContactMethod) => {
    setMethod(next);
    setText(next === 'email' ? (payer.email ?? '') : '');
    setErrorKey(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseContact(method, text);
    if ('errorKey' in parsed) return setErrorKey(parsed.errorKey);
    usePaymentStore.getState().update({ alternateContact: parsed.contact });
    route.go('ReviewPayment');
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('customerDetails.heading')}</h1>
      <p className={styles.lead}>{t('customerDetails.lead')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('customerDetails.methodLegend')}</legend>
          {(['email', 'phone'] as const).map((option) => (
            <Radio
              key={option}
              framed
              name={name}
              checked={method === option}
              onChange={() => choose(option)}
            >
              {t(`customerDetails.${option}`)}
            </Radio>
          ))}
        </fieldset>
        <TextField
          label={t(
            method === 'email' ? 'customerDetails.emailLabel' : 'customerDetails.phoneLabel',
          )}
          type={method === 'email' ? 'email' : 'tel'}
          autoComplete={method === 'email' ? 'email' : 'tel'}
          inputMode={method === 'email' ? 'email' : 'numeric'}
          value={text}
          onChange={(value) => {
            setText(value);
            setErrorKey(null);
          }}
          error={errorKey ? t(errorKey) : undefined}
        />
        <button type="submit" className={styles.button}>
          {t('common.continue')}
        </button>
      </form>
    </div>
  );
}
