/**
 * Loan document upload (spec §5, §7): GET /uploadLoanDocuments (can this loan take uploads, and
 * the limits), PUT /uploadLoanDocuments (multipart, with upload progress) and
 * GET /uploadLoanDocumentsHistory. The status and history are the short cache tier; a finished
 * upload invalidates both.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_LOAN_DOCUMENTS_FIELDS, type TUploadLoanDocumentsResponse } from '@lender/contract';
import { apiGet } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';
import { parseRawBody, rawRequest } from '../../../shared/http/raw-request';
import { accountsSchema } from './accounts-schema';

/** The prefix of a loan's upload keys: a finished upload refreshes its status and its history. */
export const uploadKeys = {
  loan: (loanId: string) => ['accounts', 'uploads', loanId] as const,
};

export const uploadStatusQuery = (loanId: string) =>
  queryOptions({
    queryKey: [...uploadKeys.loan(loanId), 'status'] as const,
    queryFn: ({ signal }) =>
      apiGet('/uploadLoanDocuments', accountsSchema('ZUploadLoanDocumentsStatusSchema'), {
        query: { loanId },
        signal,
        retryOnce: true,
      }),
    ...cacheTier('short'),
  });

export const useUploadStatus = (loanId: string) => useQuery(uploadStatusQuery(loanId));

export const uploadHistoryQuery = (loanId: string) =>
  queryOptions({
    queryKey: [...uploadKeys.loan(loanId), 'history'] as const,
    queryFn: ({ signal }) =>
      apiGet(
        '/uploadLoanDocumentsHistory',
        accountsSchema('ZUploadLoanDocumentsHistoryResponseSchema'),
        { query: { loanId }, signal },
      ),
    ...cacheTier('short'),
  });

export const useUploadHistory = (loanId: string) => useQuery(uploadHistoryQuery(loanId));

/** PUT /uploadLoanDocuments: loanId first, then each file as `files`; reports progress 0..1. */
export async function uploadLoanDocuments(
  loanId: string,
  files: readonly File[],
  onProgress?: (fraction: number) => void,
): Promise<TUploadLoanDocumentsResponse> {
  // loaded before the upload, as a write's schema is (decision 033): a schema that cannot load fails before the files are sent
  const schema = await accountsSchema('ZUploadLoanDocumentsResponseSchema')();
  const form = new FormData();
  form.append(UPLOAD_LOAN_DOCUMENTS_FIELDS.loanId, loanId);
  for (const file of files) form.append(UPLOAD_LOAN_DOCUMENTS_FIELDS.files, file, file.name);
  const response = await rawRequest({
    method: 'PUT',
    path: '/uploadLoanDocuments',
    body: form,
    onUploadProgress: onProgress,
  });
  return schema.parse(await parseRawBody(response.body));
}

export function useUploadLoanDocuments(loanId: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => uploadLoanDocuments(loanId, files, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadKeys.loan(loanId) }),
  });
}
