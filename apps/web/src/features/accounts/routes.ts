/** Screens of the accounts feature, by base route name (the route table adds the brand prefix). */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  Dashboard: () => import('./screens/Dashboard'),
  AccountDetails: () => import('./screens/AccountDetails'),
  AccountDocuments: () => import('./screens/AccountDocuments'),
  AccountMonthlyDocuments: () => import('./screens/AccountMonthlyDocuments'),
  AlternateBlocked: () => import('./screens/AlternateBlocked'),
  AccountStatusBlocked: () => import('./screens/AccountStatusBlocked'),
  DocumentUpload: () => import('./screens/DocumentUpload'),
  ManageAccount: () => import('./screens/ManageAccount'),
};
