/** Screens of the public pages (legal) and the PWA install pages, by feature, then base route name. */
import type { ScreenRegistry } from '../../shared/routing/types';

export const PUBLIC_SCREENS_BY_FEATURE: Readonly<Record<string, ScreenRegistry>> = {
  legal: {
    ContactUs: () => import('../../features/legal/screens/ContactUs'),
    TermsConditions: () => import('../../features/legal/screens/TermsConditions'),
    OptInDisclosures: () => import('../../features/legal/screens/OptInDisclosures'),
    ExperianDisclosure: () => import('../../features/legal/screens/ExperianDisclosure'),
    TermsConditionsConsent: () => import('../../features/legal/screens/TermsConditionsConsent'),
    MaintenanceMode: () => import('../../features/legal/screens/MaintenanceMode'),
    NetworkError: () => import('../../features/legal/screens/NetworkError'),
    FeatureUnavailable: () => import('../../features/legal/screens/FeatureUnavailable'),
  },
  pwa: {
    PwaInstallRoute: () => import('../../features/pwa/screens/PwaInstallRoute'),
    PwaInstallUnsupported: () => import('../../features/pwa/screens/PwaInstallUnsupported'),
    PwaInstallApple: () => import('../../features/pwa/screens/PwaInstallApple'),
    PwaInstallChrome: () => import('../../features/pwa/screens/PwaInstallChrome'),
  },
};
