/** Render a PaymentMethods screen at its inl path with the routes it links to registered. */
import type { ReactElement } from 'react';
import { registerRoutes } from '../../../shared/routing/route-path';
import { inlRoute, renderScreen } from '../../../test/render-screen';

export const MANAGE_PATH = '/inl/PaymentMethods';
export const ADD_PATH = '/inl/PaymentMethods/AddPaymentMethod';

export function renderCardsScreen(ui: ReactElement, path: string, state?: unknown) {
  registerRoutes([
    inlRoute('ManagePaymentMethod', 'PaymentMethods'),
    inlRoute('PaymentMethodsAddPaymentMethod', 'PaymentMethods/AddPaymentMethod'),
  ]);
  return renderScreen(ui, { path, state });
}
