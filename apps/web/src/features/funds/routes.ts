/** Screens of the funds feature: a draw from a line of credit to a debit card (spec §2 Payment group under a loan). */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  GetCashAmount: () => import('./screens/GetCashAmount'),
  GetCashNotice: () => import('./screens/GetCashNotice'),
  PendingDisbursement: () => import('./screens/PendingDisbursement'),
  ConfirmDisbursement: () => import('./screens/ConfirmDisbursement'),
  ManageDisburseMethod: () => import('./screens/ManageDisburseMethod'),
  AddDebitDisburseMethod: () => import('./screens/AddDebitDisburseMethod'),
};
