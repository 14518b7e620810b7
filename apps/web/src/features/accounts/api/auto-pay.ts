/**
 * GET /autoPay?loanId= (decisions 026, 056), the shared query (shared/loans/auto-pay.ts). A failure — a co-signer's
 * refusal, the service unreachable — hides the auto-pay section: it is information, never a reason to stop the loan's
 * page.
 */
export { autoPayQuery, useAutoPay } from '../../../shared/loans/auto-pay';
