/** The brand of a PaymentMethods route (first path segment, else the build's default). */
import type { BrandCode } from '@lender/domain';

export { usePageBrand as useCardsBrand } from '../../../shared/brand/use-route-brand';

export const manageRoute = (brand: BrandCode): string => `${brand}-ManagePaymentMethod`;
export const addRoute = (brand: BrandCode): string => `${brand}-PaymentMethodsAddPaymentMethod`;
