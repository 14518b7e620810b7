/** The brand of a PaymentMethods route (first path segment, else the build's default). */
import type { BrandCode } from '@lender/domain';
import { readDefaultBrand } from '../../../shared/brand/default-brand';
import { useRouteBrand } from '../../../shared/brand/use-route-brand';

export function useCardsBrand(): BrandCode {
  return useRouteBrand() ?? readDefaultBrand();
}

export const manageRoute = (brand: BrandCode): string => `${brand}-ManagePaymentMethod`;
export const addRoute = (brand: BrandCode): string => `${brand}-PaymentMethodsAddPaymentMethod`;
