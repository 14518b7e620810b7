/**
 * The borrower's standing for new credit on the web (decision 059): GET /bankruptcyStatus and GET /militarystatus,
 * read for the domain's newCreditRefusal — the rule the server enforces on a renewal and a new loan — so a screen
 * does not offer what the server would refuse. Unknown (loading, or a call that failed) is undefined: the offer
 * stays, and the server decides. Medium cache tier: a standing changes rarely, and a refusal names it anyway.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMilitaryStatusUpdateRequest } from '@lender/contract';
import type { CreditStanding } from '@lender/domain';
import { apiGet, apiSend } from '../http/client';
import { lazySchemas } from '../http/lazy-schemas';
import { cacheTier } from '../query/cache-tiers';

const schema = lazySchemas(() => import('./credit-standing-schemas'));

/** GET /bankruptcyStatus: her loans in a bankruptcy status. */
export const bankruptcyStatusQuery = () =>
  queryOptions({
    queryKey: ['creditStanding', 'bankruptcy'] as const,
    queryFn: ({ signal }) =>
      apiGet('/bankruptcyStatus', schema('ZBankruptcyStatusResponseSchema'), { signal }),
    retry: false,
    ...cacheTier('medium'),
  });

/** GET /militarystatus: her Military Lending Act declaration (declaredAt null: never declared). */
export const militaryStatusQuery = () =>
  queryOptions({
    queryKey: ['creditStanding', 'military'] as const,
    queryFn: ({ signal }) =>
      apiGet('/militarystatus', schema('ZMilitaryStatusResponseSchema'), { signal }),
    retry: false,
    ...cacheTier('medium'),
  });

/** POST /militarystatus: her declaration; the standing every screen reads is the answer. */
export function useDeclareMilitaryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Pick<TMilitaryStatusUpdateRequest, 'isActiveDuty' | 'isDependent'>) =>
      apiSend('POST', '/militarystatus', schema('ZMilitaryStatusResponseSchema'), request),
    onSuccess: (answer) => queryClient.setQueryData(militaryStatusQuery().queryKey, answer),
  });
}

export function useCreditStanding(enabled: boolean): CreditStanding | undefined {
  const bankruptcy = useQuery({ ...bankruptcyStatusQuery(), enabled });
  const military = useQuery({ ...militaryStatusQuery(), enabled });
  if (!bankruptcy.data || !military.data) return undefined;
  return {
    inBankruptcy: bankruptcy.data.isInBankruptcy,
    mlaCovered: military.data.mlaCovered,
  };
}
