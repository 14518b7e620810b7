/**
 * A verification-code step: where the code went, a 6-digit code field, submit, and send again.
 * The screens give what submitting and resending do.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { TCodeDelivery } from '@lender/contract';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';
import styles from './login.module.css';

export const CODE_PATTERN = /^\d{6}$/;

export interface CodeFormProps {
  delivery?: TCodeDelivery;
  submitKey?: string;
  onSubmit: (code: string) => Promise<unknown>;
  onResend?: () => Promise<unknown>;
}

export function CodeForm({
  delivery,
  submitKey = 'code.verify',
  onSubmit,
  onResend,
}: CodeFormProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [errorKey, setErrorKey] = useState<string>();
  const submit = useMutation({ mutationFn: onSubmit });
  const resend = useMutation({ mutationFn: () => onResend?.() ?? Promise.resolve() });

  const onForm = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    const found =
      trimmed === '' ? 'code.required' : CODE_PATTERN.test(trimmed) ? undefined : 'code.invalid';
    setErrorKey(found);
    if (!found) submit.mutate(trimmed);
  };

  return (
    <form className={styles.form} onSubmit={onForm} noValidate>
      {delivery && (
        <p role="status" className={styles.notice}>
          {t(`code.sentTo.${delivery.deliveryMedium}`, { destination: delivery.destination })}
        </p>
      )}
      <FormAlert error={submit.error ?? resend.error} />
      <TextField
        labelKey="code.label"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, ''))}
        errorKey={errorKey}
      />
      <button type="submit" className={styles.submit} disabled={submit.isPending}>
        {t(submit.isPending ? 'common.working' : submitKey)}
      </button>
      {onResend && (
        <button
          type="button"
          className={styles.secondary}
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {t('code.resend')}
        </button>
      )}
      {resend.isSuccess && (
        <p role="status" className={styles.notice}>
          {t('code.resent')}
        </p>
      )}
    </form>
  );
}
