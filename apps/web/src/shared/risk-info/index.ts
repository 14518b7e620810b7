export { RiskInfoDialog, RiskNotices, type RiskInfoDialogProps } from './risk-info-dialog';
export { riskKeys, useRiskInfo, type RiskFlow } from './api';
export { RISK_INFO_SHARED_NS } from './i18n';
