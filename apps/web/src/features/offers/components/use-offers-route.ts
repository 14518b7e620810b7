/** The brand of an offers screen, the loan it is about (if any), and the URL of another brand route by name. */
import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { BrandCode } from '@lender/domain';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import { routePath } from '../../../shared/routing/route-path';

export type OffersLink =
  | 'Offers'
  | 'OfferDetails'
  | 'WidgetOffer'
  | 'SettlementOffer'
  | 'AccountDetails'
  | 'SelectPaymentMethod'
  | 'Dashboard'
  | 'CustomerProfile'
  | 'OriginationAmount'
  | 'OriginationChooseMethod'
  | 'OriginationDocuSign'
  | 'OriginationCallMe'
  | 'OriginationManageDisburseMethod'
  | 'OriginationAddDebitDisburseMethod';

const LOAN_ROUTES: readonly OffersLink[] = [
  'SettlementOffer',
  'AccountDetails',
  'SelectPaymentMethod',
];

export function useOffersRoute(): {
  brand: BrandCode;
  loanId: string;
  pathOf: (name: OffersLink, params?: Record<string, string>) => string;
} {
  const { loanId = '' } = useParams();
  const brand = usePageBrand();
  const pathOf = useCallback(
    (name: OffersLink, params: Record<string, string> = {}) =>
      routePath(`${brand}-${name}`, LOAN_ROUTES.includes(name) ? { loanId, ...params } : params),
    [brand, loanId],
  );
  return { brand, loanId, pathOf };
}
