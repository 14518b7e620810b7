/**
 * The location disclaimer dialog (spec §2): shown before the locator uses the device's location.
 * A modal dialog (focus trapped, Escape declines) with accept and decline; the locator remembers an
 * acceptance (disclaimer-consent.ts).
 */
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../../shared/ui/use-focus-trap';
import styles from './dialog.module.css';

export interface LocationDisclaimerDialogProps {
  onAccept: () => void;
  onDecline: () => void;
}

export function LocationDisclaimerDialog({ onAccept, onDecline }: LocationDisclaimerDialogProps) {
  const { t } = useTranslation('stores');
  const id = useId();
  const ref = useFocusTrap<HTMLDivElement>(true, onDecline);
  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className={styles.dialog}
        tabIndex={-1}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {t('disclaimer.title')}
        </h2>
        <div id={`${id}-body`}>
          <p>{t('disclaimer.body')}</p>
          <p>{t('disclaimer.privacy')}</p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onAccept}>
            {t('disclaimer.accept')}
          </button>
          <button type="button" className={styles.secondary} onClick={onDecline}>
            {t('disclaimer.decline')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
