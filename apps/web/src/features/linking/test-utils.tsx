/** Test harness of the linking screens: the shared screen harness, the linking routes and a session. */
import type { ReactElement } from 'react';
import { registerRoutes } from '../../shared/routing/route-path';
import type { RouteInfo } from '../../shared/routing/types';
import { useSessionStore } from '../../shared/session/session-store';
import { renderScreen as renderSharedScreen } from '../../test/render-screen';

export { jsonResponse, mockApi } from '../../test/render-screen';

const route = (
  name: string,
  path: string,
  group: RouteInfo['group'] = 'authenticated',
): RouteInfo => ({ name, baseName: name, path, group, meta: {} });

export function registerLinkingRoutes(): void {
  registerRoutes([
    route('Login', '/', 'unauthenticated'),
    route('Home', '/Home'),
    route('ContactUs', '/ContactUs', 'topLevel'),
    route('LinkAccountOptions', '/LinkAccountOptions'),
    route('LinkAccount', '/LinkAccountOptions/LinkAccount'),
    route('LinkAccountFailed', '/LinkAccountOptions/LinkAccountFailed'),
    route('ReplaceAccount', '/LinkAccountOptions/ReplaceAccount'),
    route('ConfirmAccountReplacement', '/ConfirmAccountReplacement', 'topLevel'),
    {
      name: 'inl-Dashboard',
      baseName: 'Dashboard',
      path: '/inl/Accounts',
      group: 'brand',
      meta: { brand: 'inl' },
    },
  ]);
}

export const PROFILE_ID = 'f0000000-0000-4000-8000-000000000008';

export function signInAs(patch: Partial<ReturnType<typeof useSessionStore.getState>> = {}): void {
  useSessionStore.getState().update({
    authenticated: true,
    user: { profileId: PROFILE_ID, username: 'hank.new@example.com' },
    brands: [],
    customerIds: {},
    customerId: undefined,
    ...patch,
  });
}

/** The linking screens render at `path` (the route is the path itself). */
export const renderScreen = (ui: ReactElement, path: string, state?: unknown) =>
  renderSharedScreen(ui, { path, state });

export const userAttributes = (brands: string[], tlxe: string | null) => ({
  sub: PROFILE_ID,
  customer_id: tlxe,
  mdm_id: null,
  lms_customer_ids: tlxe ? JSON.stringify(['TLXe', tlxe]) : null,
  show_paid_off: false,
  phone_number: '+13125550108',
  phone_number_verified: true,
  email: 'hank.new@example.com',
  email_verified: true,
  non_customer_refer: false,
  'custom:loan_state': null,
  brands,
  customerIds: { NLS: null, TLXe: tlxe },
});
