/**
 * GET /ancillaryProducts?loanId&amount&productId&storeId (spec §7: retried once; amount in cents): the products
 * offered with the renewal's new loan, the text the borrower confirms, and those only a store can set up.
 */
import { useQuery } from '@tanstack/react-query';
import type { TLoan } from '@lender/contract';
import { apiGet } from '../../shared/http/client';
import { cacheTier } from '../../shared/query/cache-tiers';
import { lazySchemas } from '../../shared/http/lazy-schemas';

const ancillarySchema = lazySchemas(() => import('./ancillary-schemas'));

export const ancillaryKeys = {
  offer: (loanId: string, amountCents: number) =>
    ['ancillary', 'products', loanId, amountCents] as const,
};

export function useAncillaryProducts(
  loan: Pick<TLoan, 'loanId' | 'productId' | 'storeId'> | undefined,
  amountCents: number | undefined,
) {
  return useQuery({
    queryKey: ancillaryKeys.offer(loan?.loanId ?? '', amountCents ?? 0),
    queryFn: ({ signal }) =>
      apiGet('/ancillaryProducts', ancillarySchema('ZAncillaryProductsResponseSchema'), {
        query: {
          loanId: loan?.loanId ?? '',
          amount: amountCents ?? 0,
          productId: loan?.productId ?? 0,
          storeId: loan?.storeId ?? 0,
        },
        signal,
        retryOnce: true,
      }),
    enabled: loan !== undefined && amountCents !== undefined,
    ...cacheTier('short'),
  });
}
