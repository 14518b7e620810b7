/**
 * The texts of the risk info dialogs: their own i18next namespace 'riskInfoShared', in ./locales/{en,es}.json,
 * lazy like a feature's (the route layer loads them before a funds or accounts screen renders), so they stay out
 * of the entry chunk.
 */
export const RISK_INFO_SHARED_NS = 'riskInfoShared';
