/**
 * GET /ancillaryProducts?loanId&amount&productId&storeId (spec §7: retried once; amount in cents): the products
 * offered with the renewal's new loan, the text the borrower confirms, and those only a store can set up.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLoan } from '@lender/contract';
import { apiGet } from '../../shared/http/client';
import { cacheTier } from '../../shared/query/cache-tiers';
import { lazySchemas } from '../../shared/http/lazy-schemas';

const ancillarySchema = lazySchemas(() => import('./ancillary-schemas'));

type AncillaryLoan = Pick<TLoan, 'loanId' | 'productId' | 'storeId'>;
const NO_LOAN: AncillaryLoan = { loanId: '', productId: 0, storeId: 0 };

export const ancillaryProductsQuery = (loan: AncillaryLoan, amountCents: number) =>
  queryOptions({
    queryKey: ['ancillary', 'products', loan.loanId, amountCents] as const,
    queryFn: ({ signal }) =>
      apiGet('/ancillaryProducts', ancillarySchema('ZAncillaryProductsResponseSchema'), {
        query: {
          loanId: loan.loanId,
          amount: amountCents,
          productId: loan.productId,
          storeId: loan.storeId,
        },
        signal,
        retryOnce: true,
      }),
    ...cacheTier('short'),
  });

export function useAncillaryProducts(
  loan: AncillaryLoan | undefined,
  amountCents: number | undefined,
) {
  return useQuery({
    ...ancillaryProductsQuery(loan ?? NO_LOAN, amountCents ?? 0),
    enabled: loan !== undefined && amountCents !== undefined,
  });
}
