/**
 * Linking calls (spec §7 Accounts and loans: the link of GET /customer, sent as POST /customer; User cache and customer: POST, PUT and
 * GET /replaceCustomer). After a link or a replacement the session's brands and customer ids are
 * read again (GET /userAttributes) and the loan caches dropped, so the dashboard shows the new loans.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAccountVerification,
  TConfirmReplaceCustomerRequest,
  TLinkCustomerResponse,
  TReplaceCustomerResponse,
} from '@lender/contract';
import { apiGet, apiSend } from '../../shared/http/client';
import { loanKeys } from '../../shared/loans/account-detail';
import { queryClient as appQueryClient } from '../../shared/query/query-client';
import { useSessionStore } from '../../shared/session/session-store';
import { lazySchemas } from '../../shared/http/lazy-schemas';

const linkingSchema = lazySchemas(() => import('./linking-schemas'));

export function linkCustomer(
  verification: TAccountVerification,
  cognitoUserId: string,
): Promise<TLinkCustomerResponse> {
  // identity data travels in the body, never in the URL (DESIGN §6)
  return apiSend('POST', '/customer', linkingSchema('ZLinkCustomerResponseSchema'), {
    ...verification,
    cognitoUserId,
  });
}

/** The session learns the linked record: brands and customer ids as the server now has them. */
export async function refreshLinkedSession(client = appQueryClient): Promise<void> {
  const attributes = await apiGet(
    '/userAttributes',
    linkingSchema('ZUserAttributesResponseSchema'),
    {
      retryOnce: true,
    },
  );
  useSessionStore.getState().update({
    brands: attributes.brands,
    customerIds: {
      nls: attributes.customerIds.NLS ?? undefined,
      tlxe: attributes.customerIds.TLXe ?? undefined,
    },
    customerId: attributes.customer_id ?? undefined,
  });
  await client.invalidateQueries({ queryKey: loanKeys.all });
}

export function useLinkCustomer() {
  const queryClient = useQueryClient();
  const profileId = useSessionStore((s) => s.user?.profileId);
  return useMutation({
    mutationKey: ['linking', 'link'],
    mutationFn: async (verification: TAccountVerification) => {
      if (!profileId) throw new Error('No signed-in profile');
      const linked = await linkCustomer(verification, profileId);
      await refreshLinkedSession(queryClient);
      return linked;
    },
  });
}

export const replacementQuery = () =>
  queryOptions({
    queryKey: ['linking', 'replacement'] as const,
    queryFn: ({ signal }): Promise<TReplaceCustomerResponse> =>
      apiGet('/replaceCustomer', linkingSchema('ZReplaceCustomerResponseSchema'), { signal }),
    staleTime: 0,
  });

export const useReplacement = (enabled = true) => useQuery({ ...replacementQuery(), enabled });

export function useRequestReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['linking', 'requestReplacement'],
    mutationFn: (verification: TAccountVerification) =>
      apiSend(
        'POST',
        '/replaceCustomer',
        linkingSchema('ZReplaceCustomerResponseSchema'),
        verification,
      ),
    onSuccess: (data) => queryClient.setQueryData(replacementQuery().queryKey, data),
  });
}

export function useConfirmReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['linking', 'confirmReplacement'],
    mutationFn: async (body: TConfirmReplaceCustomerRequest) => {
      const result = await apiSend(
        'PUT',
        '/replaceCustomer',
        linkingSchema('ZReplaceCustomerResponseSchema'),
        body,
      );
      if (body.confirm) await refreshLinkedSession(queryClient);
      return result;
    },
    onSuccess: (data) => queryClient.setQueryData(replacementQuery().queryKey, data),
  });
}
