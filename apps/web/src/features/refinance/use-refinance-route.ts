/** The brand and loan of a refinance screen, the URL of another brand route of that loan by name, and going there. */
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { BrandCode } from '@lender/domain';
import { usePageBrand } from '../../shared/brand/use-route-brand';
import { routePath } from '../../shared/routing/route-path';
import type { RouteParams } from '../../shared/routing/types';
import type { RefinanceStep } from '../../shared/refinance/flow';

export type RefinanceLink =
  | RefinanceStep
  | 'AccountDetails'
  | 'Dashboard'
  | 'MakePayment'
  | 'Appointment'
  | 'AlternateBlocked'
  | 'StoreDetails'
  | 'ProductSwitchAppointment'
  | 'CancelRenewal';

const NOT_OF_A_LOAN: readonly RefinanceLink[] = ['Dashboard', 'StoreDetails'];

export interface RefinanceRoute {
  brand: BrandCode;
  loanId: string;
  pathOf: (name: RefinanceLink, params?: RouteParams) => string;
  go: (name: RefinanceLink, params?: RouteParams, options?: { replace?: boolean }) => void;
}

export function useRefinanceRoute(): RefinanceRoute {
  const { loanId = '' } = useParams();
  const brand = usePageBrand();
  const navigate = useNavigate();
  const pathOf = useCallback<RefinanceRoute['pathOf']>(
    (name, params) =>
      routePath(`${brand}-${name}`, NOT_OF_A_LOAN.includes(name) ? params : { loanId, ...params }),
    [brand, loanId],
  );
  const go = useCallback<RefinanceRoute['go']>(
    (name, params, options) => void navigate(pathOf(name, params), { replace: options?.replace }),
    [navigate, pathOf],
  );
  return { brand, loanId, pathOf, go };
}
