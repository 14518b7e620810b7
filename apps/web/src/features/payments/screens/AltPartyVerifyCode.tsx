/**
 * {brand}-AltPartyVerifyCode (spec §6 Alternate party; §3 alternateDiscAcknowledge): a co-signer
 * paying the borrower's loan reads what the payment means and acknowledges it, then verifies with
 * a one-time code (VerificationMethod → Code) before choosing a card.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeader } from '../../../shared/layout/use-header';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { LoanQueryState } from '../components/query-state';
import { Checkbox } from '../../../shared/ui/choice';
import styles from '../components/payments.module.css';
import { usePaymentContext } from '../use-payment-context';
import { useGroupError } from '../../../shared/ui/group-error';

export default function AltPartyVerifyCode() {
  const { t } = useTranslation('payments');
  useHeader('payments:altParty.title', 'back');
  const { route, loan, loanQuery } = usePaymentContext();
  const acknowledged = usePaymentStore((s) => s.alternateDiscAcknowledge ?? false);
  const [checked, setChecked] = useState(acknowledged);
  const [attempted, setAttempted] = useState(false);
  const acknowledgeError = useGroupError(
    attempted && !checked ? t('altParty.acknowledgeRequired') : undefined,
    styles.fieldError,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!checked) return;
    usePaymentStore.getState().update({ alternateDiscAcknowledge: true });
    route.go('VerificationMethod');
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('altParty.heading')}</h1>
      <LoanQueryState query={loanQuery} />
      {loan && (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p className={styles.lead}>
            {t('altParty.lead', {
              name: loan.alternateName ?? t('altParty.borrower'),
              lmsId: loan.lmsId,
            })}
          </p>
          <section className={styles.notice} aria-label={t('altParty.disclosureTitle')}>
            <p>
              <strong>{t('altParty.disclosureTitle')}</strong>{' '}
              {t('altParty.disclosure', { lmsId: loan.lmsId })}
            </p>
          </section>
          <Checkbox
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
            {...acknowledgeError.groupProps}
          >
            {t('altParty.acknowledge')}
          </Checkbox>
          {acknowledgeError.message}
          <p className={styles.muted}>{t('altParty.codeNote')}</p>
          <button type="submit" className={styles.button}>
            {t('common.continue')}
          </button>
        </form>
      )}
    </div>
  );
}
