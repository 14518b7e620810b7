/**
 * A loan's account documents (spec §7 Documents): GET /lmsAccountDocuments (medium cache tier),
 * POST /lmsAccountDocumentViewHistory (records a view) and GET /loanDocuments (the PDF bytes).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAccountDocumentKind,
  TLmsAccountDocumentViewHistoryBody,
  TLmsAccountDocumentsResponse,
} from '@lender/contract';
import { apiGet, apiSend } from '../../../shared/http/client';
import { getPdf } from '../../../shared/http/pdf';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { accountsSchema } from './accounts-schema';

/** The prefix of a loan's document keys: a recorded view refreshes every list of the loan's documents. */
export const documentsKeys = {
  loan: (loanId: string) => ['accounts', 'documents', loanId] as const,
};

export function getLmsAccountDocuments(
  loanId: string,
  lmsId: string,
  kind?: TAccountDocumentKind,
  signal?: AbortSignal,
): Promise<TLmsAccountDocumentsResponse> {
  return apiGet('/lmsAccountDocuments', accountsSchema('ZLmsAccountDocumentsResponseSchema'), {
    query: { loanId, lmsId, kind },
    signal,
    retryOnce: true,
  });
}

export const lmsAccountDocumentsQuery = (
  loanId: string,
  lmsId: string,
  kind?: TAccountDocumentKind,
) =>
  queryOptions({
    queryKey: [...documentsKeys.loan(loanId), lmsId, kind ?? 'all'] as const,
    queryFn: ({ signal }) => getLmsAccountDocuments(loanId, lmsId, kind, signal),
    ...cacheTier('medium'),
  });

export const useLmsAccountDocuments = (
  loanId: string,
  lmsId: string,
  kind?: TAccountDocumentKind,
) =>
  useQuery({ ...lmsAccountDocumentsQuery(loanId, lmsId, kind), enabled: Boolean(loanId && lmsId) });

export function recordDocumentView(body: TLmsAccountDocumentViewHistoryBody) {
  return apiSend(
    'POST',
    '/lmsAccountDocumentViewHistory',
    accountsSchema('ZLmsAccountDocumentViewHistoryResponseSchema'),
    body,
  );
}

/** Records a view; the loan's document lists refetch so the viewed marks are current. */
export function useRecordDocumentView(loanId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDocumentView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.loan(loanId) }),
  });
}

/** GET /loanDocuments: the document's PDF as a Blob (refuses anything that is not a PDF). */
export function getLoanDocumentPdf(loanId: string, documentId: string): Promise<Blob> {
  return getPdf('/loanDocuments', { loanId, documentId });
}
