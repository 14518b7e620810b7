/**
 * Every server-overridable setting of spec §9 with its default, plus the feature flags of spec §6
 * and the menu flags of spec §2. GET /configsettings returns these (merged with overrides stored by
 * the lender). Times are in the units the spec gives: minutes for the session, seconds for the
 * payment/draw/origination timeouts.
 */
export const SERVER_SETTINGS_DEFAULTS = {
  // spec §9 server-overridable settings
  sessionTimeout: 5,
  paymentTimeout: 30,
  refinancePaymentTimeout: 30,
  nlsRefinanceTimeout: 60,
  disbursementMaxPollingAttempts: 10,
  pastDuePhoneDayLimit: 60,
  settlementPaymentRetryLimit: 2,
  restrictedRetryMinutes: 15,
  loanOriginateTimeout: 10,
  postDrawTimeout: 45,
  loanDocumentUpload: {
    fileTypes: [
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'image/heic',
      'application/pdf',
    ],
    accept: 'image/*,application/pdf',
    maxSizeMb: 4,
    maxFiles: 4,
  },
  allowNoSsnRefi: false,
  allowNlsMlaCheck: false,
  docuSignRedirect: false,
  // spec §6 feature flags
  guestFeatures: true,
  manageNotifications: true,
  nlsDocumentUpload: true,
  tlxeDocumentUpload: true,
  editPhoneAndEmail: true,
  voiceMessages: true,
  autoPayStandardPayment: true,
  autoPayRefinance: true,
  referralBalanceHistory: true,
  disbursementPolling: true,
  gpsChecks: true,
  gpsCheckAddOn: true,
  gpsForceAddOn: true,
  gpsCheckPayment: true,
  gpsForcePayment: true,
  gpsCheckRefinance: true,
  gpsForceRefinance: true,
  // spec §2 menu flags and §4 referral flags
  displayOfferButton: true,
  displayReferralButton: true,
  displayOptInDisclosures: true,
  displayNonCustomerReferral: true,
  displayRetailReferral: true,
  // spec §9 defaults the client reads
  wrongPasswordRedirectCount: 3,
  restrictManualRetry: true,
  showIncompleteAppWarning: true,
  shareTitlemaxEnabled: true,
  amountPerShare: 50,
};

export type ServerSettings = typeof SERVER_SETTINGS_DEFAULTS;
export type ServerSettingKey = keyof ServerSettings;
