export { RiskInfoDialog, RiskNotices, type RiskInfoDialogProps } from './risk-info-dialog';
export { riskInfoAnswerSchema, riskInfoQuery, useRiskInfo, type RiskFlow } from './api';
export { RISK_INFO_SHARED_NS } from './i18n';
