/**
 * A loader of one of the accounts feature's response schemas, for apiGet / apiSend (shared/http/lazy-schemas.ts). Each
 * group is a module of its own (schemas/), so the Dashboard and a loan's details paint before zod and the contract have
 * been built, and a read builds only its own group (decisions 071, 073).
 */
import { schemaLoaders } from '../../../shared/http/lazy-schemas';

const documents = () => import('./schemas/documents');
const uploads = () => import('./schemas/uploads');

export const accountsSchema = schemaLoaders({
  ZAccountHistoryResponseSchema: () => import('./schemas/account-history'),
  ZApplicationStatusResponseSchema: () => import('./schemas/application-status'),
  ZCancelCashAdvanceResponseSchema: () => import('./schemas/cancel-cash-advance'),
  ZDashboardMessageResponseSchema: () => import('./schemas/dashboard-message'),
  ZLmsAccountDocumentViewHistoryResponseSchema: documents,
  ZLmsAccountDocumentsResponseSchema: documents,
  ZPayoffQuoteResponseSchema: () => import('./schemas/payoff-quote'),
  ZUploadLoanDocumentsHistoryResponseSchema: uploads,
  ZUploadLoanDocumentsResponseSchema: uploads,
  ZUploadLoanDocumentsStatusSchema: uploads,
  ZUserCacheResponseSchema: () => import('./schemas/user-cache'),
});
