/**
 * The shell around every screen: skip link, header, the offline banner, the busy service's banner (decision 043), the
 * new-version prompt, sidebar, main landmark, busy spinner (spec §2 Layout), the one live region status changes are
 * said in (shared/ui/live-status), the warning before the inactivity sign-out; the page title names the screen, and
 * focus goes to a new screen's h1.
 */
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../../shared/offline/offline-banner';
import { useOffersBadge } from '../../shared/offers';
import { useSessionWiring } from '../../shared/session/use-session-wiring';
import { LiveStatus } from '../../shared/ui/live-status';
import { NavigationLock } from '../guards/navigation-lock';
import { UpdatePrompt } from '../update/update-prompt';
import { BusySpinner } from './busy-spinner';
import { Header } from './header';
import { ServiceBusyBanner } from './service-busy-banner';
import { SessionEndingDialog } from './session-ending-dialog';
import { Sidebar } from './sidebar';
import { useShellBrand } from './use-brand';
import { useBrandTheme } from './use-brand-theme';
import { useDocumentTitle, useRouteLoanNumber } from './use-document-title';
import { MAIN_ID, useFocusOnNavigation } from './use-focus-on-navigation';
import styles from './app-layout.module.css';

export function AppLayout() {
  const { t } = useTranslation();
  const brand = useShellBrand();
  useBrandTheme(brand);
  useDocumentTitle(brand, useRouteLoanNumber());
  useFocusOnNavigation(MAIN_ID);
  const sessionEnding = useSessionWiring();
  useOffersBadge();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {t('layout.skipToContent')}
      </a>
      <Header />
      <OfflineBanner />
      <ServiceBusyBanner />
      <UpdatePrompt />
      <Sidebar />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <LiveStatus />
      <BusySpinner />
      <NavigationLock />
      {sessionEnding && <SessionEndingDialog ending={sessionEnding} />}
    </div>
  );
}
