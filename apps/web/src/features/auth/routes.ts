/** Screens of the auth feature, by route name (picked up by the app's route table). */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  Login: () => import('./screens/Login'),
};
