/**
 * Screens of the refinance feature (issue 13, decision 026), by base route name: the renewal's entry
 * (ProductSwitch: the amount and the new loan it makes), the store visit a renewal the web cannot finish needs
 * (ProductSwitchAppointment) and the same-day cancel of a renewal (CancelRenewal). The rest of the renewal runs
 * through the payments, disclosures, ancillary and auto-pay screens in the order of shared/refinance/flow.ts.
 */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  ProductSwitch: () => import('./screens/ProductSwitch'),
  ProductSwitchAppointment: () => import('./screens/ProductSwitchAppointment'),
  CancelRenewal: () => import('./screens/CancelRenewal'),
};
