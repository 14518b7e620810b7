export { RiskInfoDialog, RiskNotices, type RiskInfoDialogProps } from './risk-info-dialog';
export { riskKeys, useRiskInfo, type RiskFlow } from './api';
