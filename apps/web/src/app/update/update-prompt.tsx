/**
 * "A new version of the app is available — Reload": without it a borrower could run an old build
 * for as long as a tab stays open. The borrower chooses when, so a form or a payment in progress is
 * never reloaded under them. The live region stays in the page so its text is announced when it fills.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateStore } from './update-store';
import styles from './update-prompt.module.css';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const applyUpdate = useUpdateStore((s) => s.applyUpdate);
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    if (!applyUpdate) return;
    setReloading(true);
    void applyUpdate();
  };
  return (
    <div role="status" aria-live="polite" className={applyUpdate ? styles.prompt : styles.empty}>
      {applyUpdate && (
        <>
          <p className={styles.text}>{t('layout.update.available')}</p>
          <button type="button" className={styles.button} onClick={reload} disabled={reloading}>
            {t('layout.update.reload')}
          </button>
        </>
      )}
    </div>
  );
}
