/** The location step (spec §2 Payment group: GpsLocation, GpsLocationDisabled): shared by the flows with GPS flags. */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  GpsLocation: () => import('./screens/GpsLocation'),
  GpsLocationDisabled: () => import('./screens/GpsLocationDisabled'),
};
