/**
 * What the side menu shows when its panel's chunk did not load (decision 043; the panel loads on the first open,
 * decision 040): why, a Reload of the page and a Close. The page the borrower is on stays as it is; the next open
 * loads the panel afresh. Escape closes it, as it closes the menu.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_ID } from './header';
import page from './page.module.css';
import styles from './sidebar-unavailable.module.css';

export interface SidebarUnavailableProps {
  onClose: () => void;
  reload?: () => void;
}

export function SidebarUnavailable({
  onClose,
  reload = () => window.location.reload(),
}: SidebarUnavailableProps) {
  const { t } = useTranslation();
  const reloadButton = useRef<HTMLButtonElement>(null);
  useEffect(() => reloadButton.current?.focus(), []);
  return (
    <div
      id={SIDEBAR_ID}
      role="alert"
      className={styles.box}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <p className={styles.text}>{t('layout.menuUnavailable')}</p>
      <div className={styles.actions}>
        <button ref={reloadButton} type="button" className={page.button} onClick={reload}>
          {t('layout.update.reload')}
        </button>
        <button type="button" className={page.link} onClick={onClose}>
          {t('layout.closeMenu')}
        </button>
      </div>
    </div>
  );
}
