/** The brand and loan of a funds screen (Payment group under Accounts/:loanId), and navigation to another screen of the flow by name. */
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { BrandCode } from '@lender/domain';
import { usePageBrand } from '../../shared/brand/use-route-brand';
import { locationStepQuery } from '../../shared/location';
import { routePath } from '../../shared/routing/route-path';

/** The location step of a draw: the add-on's GPS flags, then on to the notice. */
export const DRAW_LOCATION_STEP = locationStepQuery({
  transaction: 'addOn',
  next: 'GetCashNotice',
});

export type FundsScreen =
  | 'GetCashAmount'
  | 'GetCashNotice'
  | 'PendingDisbursement'
  | 'ConfirmDisbursement'
  | 'ManageDisburseMethod'
  | 'AddDebitDisburseMethod'
  | 'GpsLocation'
  | 'GpsLocationDisabled'
  | 'AccountDetails';

export interface FundsRoute {
  brand: BrandCode;
  loanId: string;
  pathOf: (name: FundsScreen) => string;
  /** search: a query string (with its '?') for the screen, e.g. the location step's */
  go: (name: FundsScreen, options?: { replace?: boolean; search?: string }) => void;
}

export function useFundsRoute(): FundsRoute {
  const { loanId = '' } = useParams();
  const brand = usePageBrand();
  const navigate = useNavigate();
  const pathOf = useCallback(
    (name: FundsScreen) => routePath(`${brand}-${name}`, { loanId }),
    [brand, loanId],
  );
  const go = useCallback<FundsRoute['go']>(
    (name, options) =>
      void navigate(`${pathOf(name)}${options?.search ?? ''}`, { replace: options?.replace }),
    [navigate, pathOf],
  );
  return { brand, loanId, pathOf, go };
}
