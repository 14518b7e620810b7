/**
 * The header: a title from useHeaderStore and a button of type none, menu, back or cancel (spec §2 Layout). The
 * title is plain text, not a heading (the screen's h1 is the heading, focused after a navigation), and wraps
 * rather than clipping at 320 px. On a prerendered page the buttons are disabled until the page is hydrated
 * (decision 022): a tap on bare markup would do nothing and be lost.
 */
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../../shared/hydration/use-hydrated';
import { useHeaderStore } from '../../shared/layout/use-header';
import { routePath } from '../../shared/routing/route-path';
import { useSessionStore } from '../../shared/session/session-store';
import { backAction } from './header-navigation';
import { useSidebarStore } from './sidebar-store';
import { useShellBrand } from './use-brand';
import styles from './header.module.css';

export const SIDEBAR_ID = 'app-sidebar';

function MenuIcon() {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
      <path
        d="M3 6h18M3 12h18M3 18h18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function BackIcon() {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { titleKey, button, onCancel } = useHeaderStore();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const sidebarOpen = useSidebarStore((s) => s.open);
  const setSidebarOpen = useSidebarStore((s) => s.setOpen);
  const authenticated = useSessionStore((s) => s.authenticated);
  const brand = useShellBrand();
  const hydrated = useHydrated();

  const goBack = () => {
    const action = backAction(pathname, key !== 'default');
    if (action.kind === 'history') void navigate(-1);
    else void navigate(action.to);
  };
  const cancel = () => {
    if (onCancel) onCancel();
    else void navigate(routePath(authenticated ? 'Dashboard' : 'Login', {}, brand));
  };

  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {button === 'menu' && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('layout.openMenu')}
            aria-expanded={sidebarOpen}
            aria-controls={SIDEBAR_ID}
            disabled={!hydrated}
            onClick={() => setSidebarOpen(true)}
          >
            <MenuIcon />
          </button>
        )}
        {button === 'back' && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('layout.back')}
            disabled={!hydrated}
            onClick={goBack}
          >
            <BackIcon />
          </button>
        )}
      </div>
      <div className={styles.title}>{titleKey ? t(titleKey) : ''}</div>
      <div className={styles.end}>
        {button === 'cancel' && (
          <button type="button" className={styles.textButton} disabled={!hydrated} onClick={cancel}>
            {t('layout.cancel')}
          </button>
        )}
      </div>
    </header>
  );
}
