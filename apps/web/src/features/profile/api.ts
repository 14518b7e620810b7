/**
 * The profile's calls: GET /personalInfo (the caller's record, short cache tier), POST /customerinfo (contact,
 * addresses, communication settings), GET /bankInfo (the bank of a routing number) and POST /bankInfo (add a
 * bank account). A save puts its answer in the one personal-info query.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBankAccountRequest, TCustomerInfoRequest, TPersonalInfoResponse } from '@lender/contract';
import { apiGet, apiSend } from '../../shared/http/client';
import { cacheTier } from '../../shared/query/cache-tiers';
import { profileSchema } from './profile-schema';

export const profileKeys = {
  personalInfo: ['profile', 'personalInfo'] as const,
  bankInfo: (routingNumber: string) => ['profile', 'bankInfo', routingNumber] as const,
};

export const personalInfoQuery = () =>
  queryOptions({
    queryKey: profileKeys.personalInfo,
    queryFn: ({ signal }) => apiGet('/personalInfo', profileSchema('ZPersonalInfoResponseSchema'), { signal, retryOnce: true }),
    ...cacheTier('short'),
  });

/** `fresh`: fetched again on arrival whatever the cache holds (back from the UpdateUser group, the email or phone changed). */
export const usePersonalInfo = (fresh = false) => useQuery({ ...personalInfoQuery(), refetchOnMount: fresh ? 'always' : true });

export function useSaveCustomerInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCustomerInfoRequest) => apiSend('POST', '/customerinfo', profileSchema('ZPersonalInfoResponseSchema'), body),
    onSuccess: (info) => client.setQueryData(profileKeys.personalInfo, info),
  });
}

/** The bank's name once the routing number passes the checksum (the caller checks it first). */
export const useBankName = (routingNumber: string, enabled: boolean) =>
  useQuery({
    queryKey: profileKeys.bankInfo(routingNumber),
    queryFn: ({ signal }) => apiGet('/bankInfo', profileSchema('ZBankInfoResponseSchema'), { query: { routingNumber }, signal }),
    enabled,
    retry: false,
    ...cacheTier('long'),
  });

export function useAddBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBankAccountRequest) => apiSend('POST', '/bankInfo', profileSchema('ZBankAccountResponseSchema'), body),
    onSuccess: ({ banks }) => client.setQueryData<TPersonalInfoResponse>(profileKeys.personalInfo, (info) => (info ? { ...info, banks } : info)),
  });
}
