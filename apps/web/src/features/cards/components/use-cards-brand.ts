/** The names of a brand's PaymentMethods routes. */
import type { BrandCode } from '@lender/domain';

export const manageRoute = (brand: BrandCode): string => `${brand}-ManagePaymentMethod`;
export const addRoute = (brand: BrandCode): string => `${brand}-PaymentMethodsAddPaymentMethod`;
