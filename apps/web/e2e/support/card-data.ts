/**
 * The CVV every journey types into the hosted card form: distinctive, so the final scan
 * (scans/sensitive-data-scan.spec.ts) can tell it from other numbers.
 */
export const JOURNEY_CVV = '7391';

/** Where the journeys' server writes its log (playwright.config.ts webServer), scanned at the end. */
export const E2E_SERVER_LOG = 'test-results/e2e-server.log';
/** The log of the second journey server (DEFAULT_BRAND=chs, the journeys-chs project). */
export const E2E_SERVER_LOG_CHS = 'test-results/e2e-server-chs.log';
