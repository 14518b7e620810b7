/**
 * Confirms a card removal: a modal dialog (focus trapped, Escape keeps the card) naming the card,
 * with 'Remove card' and 'Keep card'. While the removal runs both buttons are disabled.
 */
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../../shared/ui/use-focus-trap';
import styles from './cards-page.module.css';

export interface RemoveCardDialogProps {
  /** the card's accessible name, e.g. 'Visa debit ending in 1111' */
  cardName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RemoveCardDialog({ cardName, busy, onConfirm, onCancel }: RemoveCardDialogProps) {
  const { t } = useTranslation('cards');
  const id = useId();
  const ref = useFocusTrap<HTMLDivElement>(true, () => {
    if (!busy) onCancel();
  });
  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className={styles.dialog}
        tabIndex={-1}
      >
        <h2 id={`${id}-title`} className={styles.dialogTitle}>
          {t('remove.title')}
        </h2>
        <p id={`${id}-body`}>{t('remove.body', { name: cardName })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.danger} onClick={onConfirm} disabled={busy}>
            {busy ? t('remove.removing') : t('remove.confirm')}
          </button>
          <button type="button" className={styles.secondary} onClick={onCancel} disabled={busy}>
            {t('remove.cancel')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
