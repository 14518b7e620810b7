/** The brand and loan of a funds screen (Payment group under Accounts/:loanId), and navigation to another screen of the flow by name. */
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { BrandCode } from '@lender/domain';
import { readDefaultBrand } from '../../shared/brand/default-brand';
import { useRouteBrand } from '../../shared/brand/use-route-brand';
import { routePath } from '../../shared/routing/route-path';

export type FundsScreen =
  | 'GetCashAmount'
  | 'GetCashNotice'
  | 'PendingDisbursement'
  | 'ConfirmDisbursement'
  | 'ManageDisburseMethod'
  | 'AddDebitDisburseMethod'
  | 'AccountDetails';

export interface FundsRoute {
  brand: BrandCode;
  loanId: string;
  pathOf: (name: FundsScreen) => string;
  go: (name: FundsScreen, options?: { replace?: boolean }) => void;
}

export function useFundsRoute(): FundsRoute {
  const { loanId = '' } = useParams();
  const brand = useRouteBrand() ?? readDefaultBrand();
  const navigate = useNavigate();
  const pathOf = useCallback((name: FundsScreen) => routePath(`${brand}-${name}`, { loanId }), [brand, loanId]);
  const go = useCallback<FundsRoute['go']>(
    (name, options) => void navigate(pathOf(name), { replace: options?.replace }),
    [navigate, pathOf],
  );
  return { brand, loanId, pathOf, go };
}
