/** Screens of the stores feature, by base route name (the route table adds the brand prefix). */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  StoreLocator: () => import('./screens/StoreLocator'),
  StoreDetails: () => import('./screens/StoreDetails'),
  Appointment: () => import('./screens/Appointment'),
};
