/**
 * The profile's calls: GET /personalInfo (the caller's record, short cache tier), POST /customerinfo (contact,
 * addresses, communication settings), GET /bankInfo (the bank of a routing number) and POST /bankInfo (add a
 * bank account). A save puts its answer in the one personal-info query.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBankAccountRequest, TCustomerInfoRequest } from '@lender/contract';
import { apiGet, apiSend } from '../../shared/http/client';
import { cacheTier } from '../../shared/query/cache-tiers';
import { profileSchema } from './profile-schema';

export const personalInfoQuery = () =>
  queryOptions({
    queryKey: ['profile', 'personalInfo'] as const,
    queryFn: ({ signal }) =>
      apiGet('/personalInfo', profileSchema('ZPersonalInfoResponseSchema'), {
        signal,
        retryOnce: true,
      }),
    ...cacheTier('short'),
  });

/** `fresh`: fetched again on arrival whatever the cache holds (back from the UpdateUser group, the email or phone changed). */
export const usePersonalInfo = (fresh = false) =>
  useQuery({ ...personalInfoQuery(), refetchOnMount: fresh ? 'always' : true });

export function useSaveCustomerInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCustomerInfoRequest) =>
      apiSend('POST', '/customerinfo', profileSchema('ZPersonalInfoResponseSchema'), body),
    onSuccess: (info) => client.setQueryData(personalInfoQuery().queryKey, info),
  });
}

export const bankInfoQuery = (routingNumber: string) =>
  queryOptions({
    queryKey: ['profile', 'bankInfo', routingNumber] as const,
    queryFn: ({ signal }) =>
      apiGet('/bankInfo', profileSchema('ZBankInfoResponseSchema'), {
        query: { routingNumber },
        signal,
      }),
    retry: false,
    ...cacheTier('long'),
  });

/** The bank's name once the routing number passes the checksum (the caller checks it first). */
export const useBankName = (routingNumber: string, enabled: boolean) =>
  useQuery({ ...bankInfoQuery(routingNumber), enabled });

export function useAddBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBankAccountRequest) =>
      apiSend('POST', '/bankInfo', profileSchema('ZBankAccountResponseSchema'), body),
    onSuccess: ({ banks }) =>
      client.setQueryData(personalInfoQuery().queryKey, (info) =>
        info ? { ...info, banks } : info,
      ),
  });
}
