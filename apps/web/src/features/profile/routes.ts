/** Screens of the profile feature (issue 15): CustomerProfile, where the borrower sees and edits her record. */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  CustomerProfile: () => import('./screens/CustomerProfile'),
};
