/**
 * A standard payment refused by its location check (decision 058): the shared modal dialog saying where she is and
 * where her store is (the server names both states), with "Try again" (a new fix: she may have crossed the line) and
 * "Close" (the payment stays as chosen; nothing was charged).
 */
import { useTranslation } from 'react-i18next';
import { usStateLabel } from '@lender/domain';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import type { PaymentLocationRefusal } from '../use-submit-payment';
import styles from './payments.module.css';

const label = (code: string | null) => (code ? (usStateLabel(code) ?? code) : null);

export function PaymentLocationDialog({
  refusal,
  storeName,
  busy,
  onTryAgain,
  onClose,
}: {
  refusal: PaymentLocationRefusal;
  storeName: string;
  busy: boolean;
  onTryAgain: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const state = label(refusal.storeState);
  const here = label(refusal.positionState);
  const body =
    refusal.code === 'locationRequired' || !state
      ? t('location.required')
      : here
        ? t('location.outOfState', { here, store: storeName, state })
        : t('location.outsideStates', { store: storeName, state });
  return (
    <ModalDialog
      title={t('location.title')}
      onEscape={onClose}
      actions={
        <>
          <button type="button" className={styles.button} onClick={onTryAgain} disabled={busy}>
            {t('location.tryAgain')}
          </button>
          <button type="button" className={styles.buttonSecondary} onClick={onClose}>
            {t('location.close')}
          </button>
        </>
      }
    >
      <p>{body}</p>
      <p>{t('location.notCharged')}</p>
    </ModalDialog>
  );
}
