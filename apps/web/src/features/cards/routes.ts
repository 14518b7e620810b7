/** Screens of the cards feature (spec §2 PaymentMethods group), by base route name. */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  ManagePaymentMethod: () => import('./screens/ManagePaymentMethod'),
  PaymentMethodsAddPaymentMethod: () => import('./screens/PaymentMethodsAddPaymentMethod'),
};
