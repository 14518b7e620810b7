/**
 * The side menu's panel: a modal drawer with a focus trap and Escape (spec §2 Side menu). Closed with Escape, × or the
 * backdrop, focus goes back to the menu button; closed by choosing a page, to the content's heading. A chunk of its own,
 * loaded when the menu is first opened (sidebar.tsx).
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogOutReason, type MenuItem } from '@lender/domain';
import { openExternal } from '../../shared/external-link';
import { routePath } from '../../shared/routing/route-path';
import { usePaymentStore } from '../../shared/session/payment-store';
import { endSession } from '../../shared/session/sign-out';
import { signedOutPath } from '../../shared/session/sign-out-navigation';
import { debugMenuEnabled } from '../../shared/config/debug-menu-flag';
import { DebugMenu } from './debug-menu';
import { SIDEBAR_ID } from './header';
import { externalUrl } from './external-links';
import { LanguageSwitch } from './language-switch';
import { SidebarEntry } from './sidebar-entry';
import { useShellBrand } from './use-brand';
import { useFocusTrap } from '../../shared/ui/use-focus-trap';
import { focusContent } from './use-focus-on-navigation';
import { useMenuItems } from './use-menu-items';
import styles from './sidebar.module.css';

export function SidebarPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = useShellBrand();
  const items = useMenuItems(brand);
  const clearPayment = usePaymentStore((s) => s.clear);
  const trapRef = useFocusTrap<HTMLDivElement>(true, onClose);

  const onPage = () => {
    clearPayment();
    onClose();
    focusContent();
  };
  const onExternal = (item: MenuItem) => {
    const url = item.external ? externalUrl(item.external, brand, item.externalParams) : undefined;
    if (url) openExternal(url);
  };
  /** Sign out, or a guest's sign in (to Login) and leave (signed out). */
  const onSignOut = (item: MenuItem) => {
    onClose();
    const to = item.id === 'signIn' ? routePath('Login', {}, brand) : signedOutPath();
    void endSession(LogOutReason.SideBarButton).then(() => navigate(to));
  };

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        id={SIDEBAR_ID}
        ref={trapRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${SIDEBAR_ID}-title`}
        className={styles.panel}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.top}>
          <h2 id={`${SIDEBAR_ID}-title`} className={styles.heading}>
            {t('layout.menu')}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('layout.closeMenu')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label={t('layout.menu')}>
          <ul className={styles.list}>
            {items.map((item) => (
              <SidebarEntry
                key={item.id}
                item={item}
                brand={brand}
                onPage={onPage}
                onExternal={onExternal}
                onSignOut={onSignOut}
              />
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
        {debugMenuEnabled() && <DebugMenu />}
      </div>
    </div>
  );
}
