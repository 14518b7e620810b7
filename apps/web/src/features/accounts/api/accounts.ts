/**
 * GET /accounts (the brand's loans and reapply info), GET /accountdetail and GET /dashboardmessage
 * (spec §7 Accounts and loans). Loans are the short cache tier (5 min); the dashboard message medium.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAccountDetailResponseSchema,
  ZAccountsResponseSchema,
  ZDashboardMessageResponseSchema,
  type TAccountDetailResponse,
  type TAccountsResponse,
  type TDashboardMessageResponse,
} from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { apiGet } from '../../../shared/http/client';
import { cacheTier } from '../../../shared/query/cache-tiers';

export const accountsKeys = {
  all: ['accounts'] as const,
  list: (brandName: BrandCode) => ['accounts', 'list', brandName] as const,
  detail: (loanId: string) => ['accounts', 'detail', loanId] as const,
  message: (brandName: BrandCode) => ['accounts', 'dashboardMessage', brandName] as const,
};

export function getAccounts(brandName: BrandCode, signal?: AbortSignal): Promise<TAccountsResponse> {
  return apiGet('/accounts', ZAccountsResponseSchema, { query: { brandName }, signal, retryOnce: true });
}

export const accountsQuery = (brandName: BrandCode) =>
  queryOptions({
    queryKey: accountsKeys.list(brandName),
    queryFn: ({ signal }) => getAccounts(brandName, signal),
    ...cacheTier('short'),
  });

export const useAccounts = (brandName: BrandCode) => useQuery(accountsQuery(brandName));

export function getAccountDetail(
  loanId: string,
  lmsId?: string,
  signal?: AbortSignal,
): Promise<TAccountDetailResponse> {
  return apiGet('/accountdetail', ZAccountDetailResponseSchema, {
    query: { loanId, lmsId },
    signal,
    retryOnce: true,
  });
}

export const accountDetailQuery = (loanId: string) =>
  queryOptions({
    queryKey: accountsKeys.detail(loanId),
    queryFn: ({ signal }) => getAccountDetail(loanId, undefined, signal),
    ...cacheTier('short'),
  });

export const useAccountDetail = (loanId: string) => useQuery(accountDetailQuery(loanId));

export function getDashboardMessage(
  brandName: BrandCode,
  signal?: AbortSignal,
): Promise<TDashboardMessageResponse> {
  return apiGet('/dashboardmessage', ZDashboardMessageResponseSchema, { query: { brandName }, signal });
}

export const dashboardMessageQuery = (brandName: BrandCode) =>
  queryOptions({
    queryKey: accountsKeys.message(brandName),
    queryFn: ({ signal }) => getDashboardMessage(brandName, signal),
    ...cacheTier('medium'),
  });

export const useDashboardMessage = (brandName: BrandCode) => useQuery(dashboardMessageQuery(brandName));
