import { SERVER_SETTINGS_DEFAULTS } from './server-settings';

/** Spec §9 Thresholds. */
export const PAST_DUE_PHONE_DAY_LIMIT = SERVER_SETTINGS_DEFAULTS.pastDuePhoneDayLimit;
export const SETTLEMENT_PAYMENT_RETRY_LIMIT = SERVER_SETTINGS_DEFAULTS.settlementPaymentRetryLimit;
export const RESTRICTED_RETRY_MINUTES = SERVER_SETTINGS_DEFAULTS.restrictedRetryMinutes;
/** Maximum money-transfer disbursement: 10000 dollars. */
export const MAX_MONEY_TRANSFER_DISBURSEMENT = 10000;
export const MAX_MONEY_TRANSFER_DISBURSEMENT_CENTS = MAX_MONEY_TRANSFER_DISBURSEMENT * 100;
export const MAX_DISBURSE_CARDS = 5;
export const PAYMENTS_BEFORE_APP_REVIEW = 3;
export const DOCUMENT_UPLOAD_MAX = SERVER_SETTINGS_DEFAULTS.loanDocumentUpload.maxFiles;
