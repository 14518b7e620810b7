/**
 * The payee's first name, last name and ZIP, checked with the contract's own schema
 * (ZReferralProfileUpdateSchema, loaded on submit: the screen paints before zod is built, decision 033) before
 * PUT /referralProfile; each field's problem is said in the user's language next to it. One submit at a time: a
 * second tap while the check or the save is under way, or once the profile is saved, does nothing.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReferralProfileUpdate } from '@lender/contract';
import { profileUpdateSchema } from '../api';
import { ErrorAlert } from '../../../shared/ui/query-state';
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
  /** true once saved; false when the save failed (the screen says why) */
  onSubmit: (update: TReferralProfileUpdate) => Promise<boolean>;
}) {
  const { t } = useTranslation('referral');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const submitting = useRef(false);
  // the check's schema could not be loaded (offline): said, and the next tap tries again
  const [checkFailed, setCheckFailed] = useState(false);

  const messageOf = (field: Field, code: string): string => {
    if (field === 'zip') return t('profile.zipInvalid');
    if (code === 'too_small')
      return t('profile.nameRequired', { field: t(`profile.${field}`).toLowerCase() });
    return code === 'too_big' ? t('profile.nameTooLong') : t('profile.nameLetters');
  };

  /** Whether the profile was saved (the form then stays locked while the next screen loads). */
  const check = async (): Promise<boolean> => {
    const parsed = (await profileUpdateSchema()).safeParse(values);
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
    return false;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || submitting.current) return;
    submitting.current = true;
    setCheckFailed(false);
    const unlock = () => {
      submitting.current = false;
    };
    void check().then(
      (saved) => saved || unlock(),
      () => {
        setCheckFailed(true);
        unlock();
      },
    );
  };

  const set = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

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
          autoComplete={
            field === 'zip' ? 'postal-code' : field === 'firstName' ? 'given-name' : 'family-name'
          }
          inputMode={field === 'zip' ? 'numeric' : undefined}
          maxLength={field === 'zip' ? 5 : 50}
        />
      ))}
      {checkFailed && <ErrorAlert message={t('profile.checkError')} />}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {t('profile.save')}
        </button>
      </div>
    </form>
  );
}
