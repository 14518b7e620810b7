/** Render a funds screen at its inl route (Payment group of loan L1), with the routes it links to registered. */
import type { ReactElement } from 'react';
import { registerRoutes } from '../../../shared/routing/route-path';
import { inlRoute, renderScreen } from '../../../test/render-screen';
import { L1_ID } from './fixtures';

const LOAN = 'Accounts/:loanId';
const SCREENS = [
  'GetCashAmount',
  'GetCashNotice',
  'PendingDisbursement',
  'ConfirmDisbursement',
  'ManageDisburseMethod',
  'AddDebitDisburseMethod',
  'GpsLocation',
  'GpsLocationDisabled',
];
const ROUTES = [
  inlRoute('Dashboard', 'Accounts'),
  inlRoute('AccountDetails', LOAN),
  ...SCREENS.map((name) => inlRoute(name, `${LOAN}/Payment/${name}`)),
];

const routeOf = (name: string) => ROUTES.find((route) => route.baseName === name)?.path ?? '';

export const fundsPath = (name: string, loanId = L1_ID) => routeOf(name).replace(':loanId', loanId);

export function renderFundsScreen(ui: ReactElement, name: string, loanId = L1_ID) {
  registerRoutes(ROUTES);
  return renderScreen(ui, { path: fundsPath(name, loanId), route: routeOf(name) });
}
