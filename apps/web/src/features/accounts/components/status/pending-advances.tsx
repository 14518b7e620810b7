/**
 * A line of credit's pending cash advances (spec §2 cash advance cancel, §4 pending codes): each one
 * the domain's cashAdvanceCancelRefusal allows (1000, not batched) has a Cancel button that asks in
 * the app's modal dialog, then DELETE /draw; a batched one (1002) says it can no longer be cancelled.
 * The co-signer sees the list only.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAW_ERROR_CODES, type TAccountDetailResponse } from '@lender/contract';
import { cashAdvanceCancelRefusal } from '@lender/domain';
import { ApiError } from '../../../../shared/http/client';
import { ErrorAlert } from '../../../../shared/ui/query-state';
import { ModalDialog } from '../../../../shared/ui/modal-dialog';
import { useCancelCashAdvance } from '../../api/accounts';
import styles from '../accounts.module.css';
import { useFormat } from '../../../../shared/i18n/format';
import { NameWithContext } from '../../../../shared/ui/name-with-context';

type Advance = TAccountDetailResponse['pendingCashAdvances'][number];

export function PendingAdvances({ loan }: { loan: TAccountDetailResponse }) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  const cancel = useCancelCashAdvance();
  const [asking, setAsking] = useState<Advance | null>(null);
  const [cancelled, setCancelled] = useState<Advance | null>(null);
  const textsOf = (advance: Advance) => ({
    amount: format.maybeMoney(advance.amountCents) ?? '',
    date: format.date(advance.createdAt) ?? '',
  });

  const errorText = (error: unknown): string => {
    const code = error instanceof ApiError ? error.errorCode : undefined;
    if (code === DRAW_ERROR_CODES.advanceBatched) return t('details.advanceBatched');
    if (code === DRAW_ERROR_CODES.advanceNotPending) return t('details.advanceNotPending');
    return t('details.cancelAdvanceError', {
      reason: error instanceof Error ? error.message : String(error),
    });
  };
  const ask = (advance: Advance) => {
    cancel.reset();
    setCancelled(null);
    setAsking(advance);
  };
  const confirm = () => {
    if (!asking || cancel.isPending) return;
    cancel.mutate(
      { loanId: loan.loanId, lmsId: loan.lmsId, transactionId: asking.transactionId },
      {
        onSuccess: () => {
          setCancelled(asking);
          setAsking(null);
        },
      },
    );
  };
  const close = () => {
    if (cancel.isPending) return;
    setAsking(null);
  };

  if (loan.pendingCashAdvances.length === 0 && !cancelled) return null;
  return (
    <div>
      <h2 className={styles.subheading}>{t('details.pendingAdvances')}</h2>
      {cancelled && (
        <p role="status" className={styles.success}>
          {t('details.cancelAdvanceDone', textsOf(cancelled))}
        </p>
      )}
      <ul className={styles.list}>
        {loan.pendingCashAdvances.map((advance) => {
          const refusal = cashAdvanceCancelRefusal({
            status: 'pending',
            pendingCode: advance.pendingCode,
          });
          return (
            <li key={advance.transactionId}>
              <div className={styles.advanceRow}>
                <span>{t('details.pendingAdvance', textsOf(advance))}</span>
                {!loan.isAlternate && !refusal && (
                  <button
                    type="button"
                    className={styles.buttonSecondary}
                    onClick={() => ask(advance)}
                  >
                    <NameWithContext context={t('details.cancelAdvanceContext', textsOf(advance))}>
                      {t('details.cancelAdvance')}
                    </NameWithContext>
                  </button>
                )}
              </div>
              {refusal && (
                <p className={styles.muted}>
                  {refusal.code === 'batched'
                    ? t('details.advanceBatched')
                    : t('details.advanceNotPending')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {asking && (
        <ModalDialog
          role="alertdialog"
          title={t('details.cancelAdvanceTitle')}
          onEscape={close}
          actions={
            <>
              <button
                type="button"
                className={styles.buttonDanger}
                onClick={confirm}
                disabled={cancel.isPending}
              >
                {cancel.isPending
                  ? t('details.cancelAdvanceBusy')
                  : t('details.cancelAdvanceConfirm')}
              </button>
              <button
                type="button"
                className={styles.buttonSecondary}
                onClick={close}
                disabled={cancel.isPending}
              >
                {t('details.cancelAdvanceKeep')}
              </button>
            </>
          }
        >
          <p>{t('details.cancelAdvanceBody', textsOf(asking))}</p>
          {cancel.isError && <ErrorAlert message={errorText(cancel.error)} />}
        </ModalDialog>
      )}
    </div>
  );
}
