/** Screens of the linking feature (spec §2 LinkAccountOptions group and /ConfirmAccountReplacement). */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  LinkAccountOptions: () => import('./screens/LinkAccountOptions'),
  LinkAccount: () => import('./screens/LinkAccount'),
  LinkAccountFailed: () => import('./screens/LinkAccountFailed'),
  ReplaceAccount: () => import('./screens/ReplaceAccount'),
  ConfirmAccountReplacement: () => import('./screens/ConfirmAccountReplacement'),
};
