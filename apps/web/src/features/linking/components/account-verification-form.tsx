/**
 * The verification form of LinkAccount and ReplaceAccount: phone (10 digits, shown (XXX) XXX-XXXX),
 * date of birth MM/DD/YYYY, SSN (masked) and loan number. On submit the domain rules run; the first
 * field in error takes focus; a valid form hands the call's fields to `onSubmit`.
 */
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccountVerification } from '@lender/contract';
import { formatPhoneDisplay, sanitizePhoneInput } from '@lender/domain';
import {
  EMPTY_VERIFICATION,
  formatDobInput,
  formatSsnInput,
  toAccountVerification,
  validateAccountVerification,
  type AccountVerificationValues,
  type VerificationErrors,
  type VerificationField,
} from '../link-validation';
import { FormField } from './form-field';
import styles from './linking.module.css';

export interface AccountVerificationFormProps {
  submitKey: string;
  pending: boolean;
  /** the call's fields, and the values as typed (kept in memory for "Try again") */
  onSubmit: (verification: TAccountVerification, typed: AccountVerificationValues) => void;
  /** what she typed before (back from LinkAccountFailed by "Try again") */
  initialValues?: AccountVerificationValues | undefined;
  /** the failure of the last submit, already worded */
  failure?: string;
}

const FIELDS: VerificationField[] = ['phoneNumber', 'dateOfBirth', 'ssn', 'loanNumber'];

export function AccountVerificationForm({
  submitKey,
  pending,
  onSubmit,
  failure,
  initialValues,
}: AccountVerificationFormProps) {
  const { t } = useTranslation('linking');
  const [values, setValues] = useState<AccountVerificationValues>(
    initialValues ?? EMPTY_VERIFICATION,
  );
  const [errors, setErrors] = useState<VerificationErrors>({});
  const refs: Record<VerificationField, RefObject<HTMLInputElement | null>> = {
    phoneNumber: useRef(null),
    dateOfBirth: useRef(null),
    ssn: useRef(null),
    loanNumber: useRef(null),
  };
  const set = (field: VerificationField) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const onPhone = (raw: string) => {
    const digits = sanitizePhoneInput(raw);
    set('phoneNumber')(digits.length === 10 ? formatPhoneDisplay(digits) : digits);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAccountVerification(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    const verification = toAccountVerification(values);
    if (verification) onSubmit(verification, values);
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <FormField
        labelKey="form.phone"
        hintKey="form.phoneHint"
        errorKey={errors.phoneNumber}
        value={values.phoneNumber}
        onChange={onPhone}
        inputRef={refs.phoneNumber}
        inputMode="tel"
        autoComplete="tel-national"
        name="phoneNumber"
      />
      <FormField
        labelKey="form.dob"
        hintKey="form.dobHint"
        errorKey={errors.dateOfBirth}
        value={values.dateOfBirth}
        onChange={(raw) => set('dateOfBirth')(formatDobInput(raw))}
        inputRef={refs.dateOfBirth}
        inputMode="numeric"
        autoComplete="bday"
        name="dateOfBirth"
      />
      <FormField
        labelKey="form.ssn"
        hintKey="form.ssnHint"
        errorKey={errors.ssn}
        value={values.ssn}
        onChange={(raw) => set('ssn')(formatSsnInput(raw))}
        inputRef={refs.ssn}
        masked
        inputMode="numeric"
        autoComplete="off"
        name="ssn"
      />
      <FormField
        labelKey="form.loanNumber"
        hintKey="form.loanNumberHint"
        errorKey={errors.loanNumber}
        value={values.loanNumber}
        onChange={(raw) => set('loanNumber')(raw.replace(/[^\d-]/g, '').slice(0, 40))}
        inputRef={refs.loanNumber}
        inputMode="numeric"
        autoComplete="off"
        name="loanNumber"
      />
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
        {t(pending ? 'form.checking' : submitKey)}
      </button>
    </form>
  );
}
