/**
 * The location disclaimer dialog (spec §2): shown before the locator uses the device's location.
 * A modal dialog (focus trapped, Escape declines) with accept and decline; the locator remembers an
 * acceptance (disclaimer-consent.ts).
 */
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import styles from './stores.module.css';

export interface LocationDisclaimerDialogProps {
  onAccept: () => void;
  onDecline: () => void;
}

export function LocationDisclaimerDialog({ onAccept, onDecline }: LocationDisclaimerDialogProps) {
  const { t } = useTranslation('stores');
  return (
    <ModalDialog
      title={t('disclaimer.title')}
      onEscape={onDecline}
      actions={
        <>
          <button type="button" className={styles.button} onClick={onAccept}>
            {t('disclaimer.accept')}
          </button>
          <button type="button" className={styles.buttonSecondary} onClick={onDecline}>
            {t('disclaimer.decline')}
          </button>
        </>
      }
    >
      <p>{t('disclaimer.body')}</p>
      <p>{t('disclaimer.privacy')}</p>
    </ModalDialog>
  );
}
