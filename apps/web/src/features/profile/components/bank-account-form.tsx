/**
 * Add a bank account (spec §5 routing/account validation, §7 GET /bankInfo and the banking info update): the
 * routing number's checksum is checked as it is typed (the domain's rule), then its bank is looked up and named;
 * the account number is typed masked and never shown again but for its last 4.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bankAccountIssues, isValidRoutingNumber } from '@lender/domain';
import { TextField } from '../../../shared/ui/text-field';
import { errorReason } from '../../../shared/ui/query-state';
import { useAddBankAccount, useBankName } from '../api';
import { fieldErrors, type FieldErrors } from './field-errors';
import content from '../../../shared/ui/content.module.css';
import { Checkbox } from '../../../shared/ui/choice';
import controls from '../../../shared/ui/controls.module.css';
import styles from './profile.module.css';

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function BankAccountForm({
  isFirst,
  onDone,
  onAdded,
}: {
  isFirst: boolean;
  onDone: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation('profile');
  const add = useAddBankAccount();
  const [routingNumber, setRoutingNumber] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [primary, setPrimary] = useState(isFirst);
  const [errors, setErrors] = useState<FieldErrors>({});
  const complete = routingNumber.length === 9;
  const checksumOk = complete && isValidRoutingNumber(routingNumber);
  const bank = useBankName(routingNumber, checksumOk);
  const routingError =
    errors.routingNumber ??
    (complete && !checksumOk
      ? t('issues.routingNumber.invalid')
      : bank.isError
        ? errorReason(bank.error)
        : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(bankAccountIssues({ routingNumber, accountNumber }), t);
    setErrors(found);
    if (Object.keys(found).length > 0 || !bank.data) return;
    add.mutate(
      { routingNumber, accountNumber, primary },
      {
        onSuccess: () => {
          onAdded();
          onDone();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="profile-add-bank">
      <h3 id="profile-add-bank">{t('bank.addHeading')}</h3>
      <TextField
        label={t('bank.routingNumber')}
        hint={t('bank.routingHint')}
        value={routingNumber}
        onChange={(value) => setRoutingNumber(digits(value, 9))}
        error={routingError}
        inputMode="numeric"
        autoComplete="off"
      />
      {bank.isFetching && <p className={content.muted}>{t('bank.lookingUp')}</p>}
      {bank.data && checksumOk && (
        <p className={content.muted}>{t('bank.bankName', { name: bank.data.bankName })}</p>
      )}
      <TextField
        label={t('bank.accountNumber')}
        value={accountNumber}
        onChange={(value) => setAccountNumber(digits(value, 17))}
        error={errors.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        masked
      />
      {!isFirst && (
        <Checkbox checked={primary} onChange={(event) => setPrimary(event.target.checked)}>
          {t('bank.makePrimary')}
        </Checkbox>
      )}
      {add.error && (
        <p role="alert" className={styles.fieldError}>
          {errorReason(add.error)}
        </p>
      )}
      <div className={styles.row}>
        <button type="submit" className={controls.button} disabled={add.isPending}>
          {t(add.isPending ? 'common.saving' : 'bank.save')}
        </button>
        <button type="button" className={controls.buttonSecondary} onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
