/**
 * GET /riskInfo and POST /riskInfo/acknowledge (spec §7, contract funds/risk-info.ts): a loan's risk flags for the
 * signed-in person. Never cached across visits: an acknowledgement elsewhere (another device) clears a flag. Fresh for
 * the moment of a tap only, so the screen shows the answer its route's prefetch asked for (decision 081).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RiskFlag } from '@lender/domain';
import { apiGet, apiSend } from '../http/client';
import { lazySchemas } from '../http/lazy-schemas';
import { READ_WITH_THE_TAP_MS } from '../query/cache-tiers';

const riskInfoSchema = lazySchemas(() => import('./risk-info-schemas'));
/** GET /riskInfo's answer schema, to build ahead of a screen that reads it (buildSchemasAhead) */
export const riskInfoAnswerSchema = riskInfoSchema('ZRiskInfoResponseSchema');

export interface RiskFlow {
  loanId: string;
  /** before an add-on (a draw) */
  isAddon?: boolean;
  /** before a refinance that switches product */
  migrateProduct?: boolean;
}

const flowParams = ({ loanId, isAddon = false, migrateProduct = false }: RiskFlow) => ({
  loanId,
  isAddon,
  migrateProduct,
});
export const riskInfoQuery = (flow: RiskFlow) =>
  queryOptions({
    queryKey: ['riskInfo', flowParams(flow)] as const,
    queryFn: ({ signal }) => {
      const { loanId, isAddon, migrateProduct } = flowParams(flow);
      return apiGet('/riskInfo', riskInfoAnswerSchema, {
        query: { loanId, isAddon, migrateProduct },
        signal,
        retryOnce: true,
      });
    },
    staleTime: READ_WITH_THE_TAP_MS,
    // a flag that could not be read never stops a flow: no dialog, and no retries that would pop one up late
    retry: false,
  });

export const useRiskInfo = (flow: RiskFlow) =>
  useQuery({ ...riskInfoQuery(flow), enabled: flow.loanId !== '' });

/** The person has seen the dialog: the answer (the flags left) replaces the query's data, so the next dialog shows. */
export function useAcknowledgeRisk(flow: RiskFlow) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (flag: RiskFlag) =>
      apiSend('POST', '/riskInfo/acknowledge', riskInfoAnswerSchema, {
        ...flowParams(flow),
        flag,
      }),
    onSuccess: (info) => client.setQueryData(riskInfoQuery(flow).queryKey, info),
  });
}
