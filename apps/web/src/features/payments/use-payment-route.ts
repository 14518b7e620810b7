/** The brand and loan of a Payment-group route, and navigation to another screen of the group by name. */
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { BrandCode } from '@lender/domain';
import { usePageBrand } from '../../shared/brand/use-route-brand';
import { routePath } from '../../shared/routing/route-path';
import type { RouteParams } from '../../shared/routing/types';
import type { RefinanceStep } from '../../shared/refinance/flow';
import type { PaymentScreen } from './flow';

/** The screens a payment screen goes to: the payment flow's, the renewal's (shared/refinance/flow.ts) and its cancel. */
export type PaymentRouteName = PaymentScreen | RefinanceStep | 'CancelRenewal';

export interface PaymentRoute {
  brand: BrandCode;
  loanId: string;
  /** the URL of a brand route of this loan (Payment group, AccountDetails, AlternateBlocked, Dashboard) */
  pathOf: (name: PaymentRouteName | 'AccountDetails' | 'Dashboard', params?: RouteParams) => string;
  go: (
    name: PaymentRouteName | 'AccountDetails' | 'Dashboard',
    params?: RouteParams,
    options?: { replace?: boolean },
  ) => void;
}

export function usePaymentRoute(): PaymentRoute {
  const { loanId = '' } = useParams();
  const brand = usePageBrand();
  const navigate = useNavigate();
  const pathOf = useCallback<PaymentRoute['pathOf']>(
    (name, params) =>
      routePath(`${brand}-${name}`, name === 'Dashboard' ? params : { loanId, ...params }),
    [brand, loanId],
  );
  const go = useCallback<PaymentRoute['go']>(
    (name, params, options) => navigate(pathOf(name, params), { replace: options?.replace }),
    [navigate, pathOf],
  );
  return { brand, loanId, pathOf, go };
}
