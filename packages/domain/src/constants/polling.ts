import { SERVER_SETTINGS_DEFAULTS } from './server-settings';

/** Spec §9 Polling. */
export const PAYMENT_POLL_INTERVAL_MS = 1000;
export const DISBURSEMENT_MAX_POLLING_ATTEMPTS =
  SERVER_SETTINGS_DEFAULTS.disbursementMaxPollingAttempts;
/** Debounced saving of state slices into session storage. */
export const STATE_SAVE_DEBOUNCE_MS = 500;
export const DEBOUNCED_STATE_SLICES = ['customer', 'origination', 'payment'] as const;
export type DebouncedStateSlice = (typeof DEBOUNCED_STATE_SLICES)[number];
/** Wait before redirecting to the external ecommerce refinance site. */
export const ECOMM_REFI_REDIRECT_DELAY_MS = 500;
