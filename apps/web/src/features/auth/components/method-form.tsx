/** Choosing how a code is sent: email, text message or voice call (spec §7 voice option). */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from './form-alert';
import { Radio } from '../../../shared/ui/choice';
import styles from './login.module.css';
import { NoWrap } from '../../../shared/ui/no-wrap';

export type CodeMethod = 'email' | 'sms' | 'voice';

export interface MethodOption {
  method: CodeMethod;
  /** the masked or plain address the code goes to */
  destination?: string;
}

export interface MethodFormProps {
  options: MethodOption[];
  onSubmit: (method: CodeMethod) => Promise<unknown>;
  username?: string;
}

export function MethodForm({ options, onSubmit, username }: MethodFormProps) {
  const { t } = useTranslation('auth');
  const legendId = useId();
  const [method, setMethod] = useState<CodeMethod | undefined>(options[0]?.method);
  const send = useMutation({ mutationFn: onSubmit });

  const onForm = (event: FormEvent) => {
    event.preventDefault();
    if (method) send.mutate(method);
  };

  return (
    <form className={styles.form} onSubmit={onForm} noValidate>
      <FormAlert error={send.error} username={username} />
      <fieldset className={styles.fieldset} aria-labelledby={legendId}>
        <legend id={legendId}>{t('method.legend')}</legend>
        {options.map((option) => (
          <Radio
            key={option.method}
            framed
            name="method"
            value={option.method}
            checked={method === option.method}
            onChange={() => setMethod(option.method)}
          >
            <span>
              {t(`method.${option.method}`)}
              {option.destination && (
                <span className={styles.hint}>
                  {' '}
                  <NoWrap>{option.destination}</NoWrap>
                </span>
              )}
            </span>
          </Radio>
        ))}
      </fieldset>
      <button type="submit" className={styles.submit} disabled={!method || send.isPending}>
        {t(send.isPending ? 'common.working' : 'method.send')}
      </button>
    </form>
  );
}
