/** The brand and loan of a recovery screen, and the URL of another brand route of that loan by name. */
import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { BrandCode } from '@lender/domain';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import { routePath } from '../../../shared/routing/route-path';

export type RecoveryLink =
  'AccountDetails' | 'MakePayment' | 'Appointment' | 'Dashboard' | 'StoreLocator' | 'StoreDetails';

export function useRecoveryRoute(): {
  brand: BrandCode;
  loanId: string;
  pathOf: (name: RecoveryLink, params?: Record<string, string>) => string;
} {
  const { loanId = '' } = useParams();
  const brand = usePageBrand();
  const pathOf = useCallback(
    (name: RecoveryLink, params?: Record<string, string>) =>
      routePath(
        `${brand}-${name}`,
        name === 'Dashboard' || name === 'StoreLocator' || name === 'StoreDetails'
          ? params
          : { loanId, ...params },
      ),
    [brand, loanId],
  );
  return { brand, loanId, pathOf };
}
