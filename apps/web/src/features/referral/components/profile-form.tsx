/**
 * The payee's first name, last name and ZIP, checked with the contract's own schema
 * (ZReferralProfileUpdateSchema) before PUT /referralProfile; each field's problem is said in the
 * user's language next to it.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZReferralProfileUpdateSchema, type TReferralProfileUpdate } from '@lender/contract';
import { TextField } from '../../../shared/ui/text-field';
import styles from './referral.module.css';

type Field = keyof TReferralProfileUpdate;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'zip'];

export function ProfileForm({
  initial,
  busy,
  onSubmit,
}: {
  initial: Record<Field, string>;
  busy: boolean;
  onSubmit: (update: TReferralProfileUpdate) => void;
}) {
  const { t } = useTranslation('referral');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});

  const messageOf = (field: Field, code: string): string => {
    if (field === 'zip') return t('profile.zipInvalid');
    if (code === 'too_small') return t('profile.nameRequired', { field: t(`profile.${field}`).toLowerCase() });
    return code === 'too_big' ? t('profile.nameTooLong') : t('profile.nameLetters');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = ZReferralProfileUpdateSchema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return onSubmit(parsed.data);
    }
    const next: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      next[field] ??= messageOf(field, issue.code);
    }
    setErrors(next);
  };

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`profile.${field}`)}
          hint={field === 'zip' ? t('profile.zipHint') : undefined}
          value={values[field]}
          onChange={set(field)}
          error={errors[field]}
          autoComplete={field === 'zip' ? 'postal-code' : field === 'firstName' ? 'given-name' : 'family-name'}
          inputMode={field === 'zip' ? 'numeric' : undefined}
          maxLength={field === 'zip' ? 5 : 50}
        />
      ))}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {t('profile.save')}
        </button>
      </div>
    </form>
  );
}
