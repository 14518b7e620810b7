/**
 * The product switch dialog (spec §2 "the product switch … dialogs"; decision 026): before ProductSwitch leaves for
 * the payment, the borrower confirms what the renewal does — the amount paid today, the loan that closes and the
 * new loan that starts — and that it can be cancelled the same business day.
 */
import { useTranslation } from 'react-i18next';
import type { RenewalTerms } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import controls from '../../../shared/ui/controls.module.css';
import { ModalDialog } from '../../../shared/ui/modal-dialog';

export function ProductSwitchDialog({
  lmsId,
  terms,
  busy,
  onConfirm,
  onBack,
}: {
  lmsId: string;
  terms: RenewalTerms;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('refinance');
  const format = useFormat();
  return (
    <ModalDialog
      role="alertdialog"
      title={t('productSwitch.dialog.title', { lmsId })}
      onEscape={onBack}
      actions={
        <>
          <button type="button" className={controls.button} onClick={onConfirm} disabled={busy}>
            {t('productSwitch.dialog.confirm')}
          </button>
          <button
            type="button"
            className={controls.buttonSecondary}
            onClick={onBack}
            disabled={busy}
          >
            {t('productSwitch.dialog.back')}
          </button>
        </>
      }
    >
      <p>
        {t('productSwitch.dialog.body', {
          lmsId,
          amount: format.money(terms.amountPaidCents),
          principal: format.money(terms.newPrincipalCents),
          dueDate: format.date(terms.newDueDate),
        })}
      </p>
      <p>{t('productSwitch.dialog.cancel')}</p>
    </ModalDialog>
  );
}
