/**
 * Confirms a card removal: the shared modal dialog (focus trapped, Escape keeps the card) naming the
 * card, with 'Remove card' and 'Keep card'. While the removal runs both buttons are disabled.
 */
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
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
  return (
    <ModalDialog
      role="alertdialog"
      title={t('remove.title')}
      onEscape={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <button type="button" className={styles.danger} onClick={onConfirm} disabled={busy}>
            {busy ? t('remove.removing') : t('remove.confirm')}
          </button>
          <button type="button" className={styles.secondary} onClick={onCancel} disabled={busy}>
            {t('remove.cancel')}
          </button>
        </>
      }
    >
      <p>{t('remove.body', { name: cardName })}</p>
    </ModalDialog>
  );
}
