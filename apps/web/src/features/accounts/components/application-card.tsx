/**
 * The dashboard's application card (decision 059; spec §3 Applications state, §9 showIncompleteAppWarning): the
 * borrower's application in progress for this brand (GET /applicationstatus, the domain's incompleteApplication),
 * with Continue (its returnUrl) and Withdraw (PUT /applicationstatus, after a confirmation). Withdrawn, it says so.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandByCode, incompleteApplication, type BrandCode } from '@lender/domain';
import { useServerSettings } from '../../../shared/config/config-settings';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { useFormat } from '../../../shared/i18n/format';
import { useApplicationStatus, useWithdrawApplication } from '../api/applications';
import { Notice } from './notice';
import { errorReason } from './query-state';
import styles from './accounts.module.css';

/** The application the brand's dashboard shows (null: none, the setting off, or not read yet). */
export function useIncompleteApplication(brand: BrandCode, online: boolean) {
  const { showIncompleteAppWarning } = useServerSettings();
  const { loanSystem } = brandByCode(brand);
  const status = useApplicationStatus(showIncompleteAppWarning && online);
  return incompleteApplication(status.data?.appStatus[loanSystem], brand, showIncompleteAppWarning);
}

function WithdrawDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <ModalDialog
      role="alertdialog"
      title={t('application.confirmTitle')}
      onEscape={onCancel}
      actions={
        <>
          <button type="button" className={styles.buttonDanger} onClick={onConfirm}>
            {t('application.confirmWithdraw')}
          </button>
          <button type="button" className={styles.buttonSecondary} onClick={onCancel}>
            {t('application.keep')}
          </button>
        </>
      }
    >
      <p>{t('application.confirmBody')}</p>
    </ModalDialog>
  );
}

export function ApplicationCard({ brand, online }: { brand: BrandCode; online: boolean }) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  const application = useIncompleteApplication(brand, online);
  const withdraw = useWithdrawApplication();
  const [confirming, setConfirming] = useState(false);
  if (withdraw.isSuccess && !application) {
    return (
      <p role="status" className={styles.lead}>
        {t('application.withdrawn')}
      </p>
    );
  }
  if (!application) return null;
  const confirm = () => {
    setConfirming(false);
    withdraw.mutate({
      loanSystem: brandByCode(brand).loanSystem,
      applicationId: application.applicationId,
    });
  };
  const started = format.date(application.updatedAt);
  return (
    <Notice heading={t('application.heading')} tone="warning">
      <p>{started ? t('application.leadSince', { date: started }) : t('application.lead')}</p>
      {withdraw.isError && (
        <p role="alert">
          {t('application.withdrawError', { reason: errorReason(withdraw.error) })}
        </p>
      )}
      <div className={styles.actions}>
        {application.returnUrl && (
          <a className={styles.button} href={application.returnUrl}>
            {t('dashboard.resumeApplication')}
          </a>
        )}
        <button
          type="button"
          className={styles.buttonSecondary}
          disabled={withdraw.isPending}
          onClick={() => setConfirming(true)}
        >
          {withdraw.isPending ? t('application.withdrawing') : t('application.withdraw')}
        </button>
      </div>
      {confirming && <WithdrawDialog onConfirm={confirm} onCancel={() => setConfirming(false)} />}
    </Notice>
  );
}
