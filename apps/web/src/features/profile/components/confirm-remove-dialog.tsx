/** Confirms removing a passkey or a trusted device: the shared modal dialog (focus trapped, Escape keeps it). */
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import controls from '../../../shared/ui/controls.module.css';

export interface ConfirmRemoveDialogProps {
  title: string;
  body: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmRemoveDialog({
  title,
  body,
  busy,
  onConfirm,
  onCancel,
}: ConfirmRemoveDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <ModalDialog
      role="alertdialog"
      title={title}
      onEscape={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <button
            type="button"
            className={controls.buttonDanger}
            onClick={onConfirm}
            disabled={busy}
          >
            {t(busy ? 'security.removing' : 'security.remove')}
          </button>
          <button
            type="button"
            className={controls.buttonSecondary}
            onClick={onCancel}
            disabled={busy}
          >
            {t('security.keep')}
          </button>
        </>
      }
    >
      <p>{body}</p>
    </ModalDialog>
  );
}
