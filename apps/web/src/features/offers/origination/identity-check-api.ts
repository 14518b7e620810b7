/**
 * Spec §7 GET /experianStatus on the origination's first screen (decision 064): the identity check a new loan needs,
 * asked with her customer id of the offer's loan system, the offer's product and store, and the loan when there is
 * one. Asked afresh on each visit (she may have just completed her profile); once, no retry loop: an answer that does
 * not come never holds her back (the server checks again on POST /loanOriginate).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOriginationInfoResponse } from '@lender/contract';
import { apiGet } from '../../../shared/http/client';
import { offersSchema } from '../offers-schema';
import { originationKeys } from './api';

export interface IdentityCheckQuery {
  customerId: string;
  productId: number;
  storeId: number;
  loanId?: string | undefined;
}

export const identityCheckQuery = (query: IdentityCheckQuery) =>
  queryOptions({
    queryKey: [...originationKeys.all, 'identityCheck', query] as const,
    queryFn: ({ signal }) =>
      apiGet('/experianStatus', offersSchema('ZExperianStatusResponseSchema'), {
        query: { ...query },
        signal,
      }),
    staleTime: 0,
    // an earlier answer is not shown again while the next is asked (she may have just completed her profile)
    gcTime: 0,
    retry: false,
  });

export const useIdentityCheck = (info: TOriginationInfoResponse, loanId: string | null) =>
  useQuery(
    identityCheckQuery({
      customerId: info.customerId,
      productId: info.productId,
      storeId: info.storeId,
      loanId: loanId ?? undefined,
    }),
  );
