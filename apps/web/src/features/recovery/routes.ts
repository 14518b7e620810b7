/**
 * Screens of the recovery feature (issue 13), by base route name: the Payment group's two screens of a
 * titled vehicle in recovery — OfrVehicleRecovery (out for repossession: reinstate and keep it) and
 * OfrVehicleRepossessed (repossessed: what happens next, how to reach the store).
 */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  OfrVehicleRecovery: () => import('./screens/OfrVehicleRecovery'),
  OfrVehicleRepossessed: () => import('./screens/OfrVehicleRepossessed'),
};
