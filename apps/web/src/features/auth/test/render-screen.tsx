/** Renders one auth screen in a memory router with the app's route names registered. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { queryClient } from '../../../shared/query/query-client';
import { registerRoutes } from '../../../shared/routing/route-path';
import type { RouteGroup, RouteInfo } from '../../../shared/routing/types';

const ROUTES: [string, string, RouteGroup, string?][] = [
  ['Login', '/', 'unauthenticated'],
  ['Register', '/Register', 'unauthenticated', 'register'],
  ['VerifyWarning', '/Verification/VerifyWarning', 'unauthenticated', 'register'],
  ['VerifyEmail', '/Verification/VerifyEmail', 'unauthenticated', 'register'],
  ['RegisterVerificationCode', '/Verification/Code', 'unauthenticated', 'register'],
  ['RegisterVerificationMethod', '/Verification/VerificationMethod', 'unauthenticated', 'register'],
  ['VerifyConfirm', '/Verification/Confirm', 'unauthenticated', 'register'],
  ['ForgotPassword', '/ForgotPassword', 'unauthenticated', 'forgotPassword'],
  ['RecoveryEmail', '/ForgotPassword/Email', 'unauthenticated', 'forgotPassword'],
  ['ResetPassword', '/ForgotPassword/Reset', 'unauthenticated', 'forgotPassword'],
  ['SecureAccount', '/ForgotPassword/SecureAccount', 'unauthenticated', 'forgotPassword'],
  ['ForgotPasswordVerificationCode', '/ForgotPassword/Code', 'unauthenticated', 'forgotPassword'],
  [
    'ForgotPasswordVerificationMethod',
    '/ForgotPassword/VerificationMethod',
    'unauthenticated',
    'forgotPassword',
  ],
  ['Home', '/Home', 'authenticated'],
  ['AccountSelect', '/AccountSelect', 'authenticated'],
  ['ExternalBrowserAuth', '/ExternalBrowserAuth/:name', 'authenticated'],
  ['LinkAccountOptions', '/LinkAccountOptions', 'authenticated', 'linkAccount'],
  ['TrustedDeviceWarning', '/TrustedDevice', 'authenticated', 'trustedDevice'],
  [
    'TrustedDeviceVerificationMethod',
    '/TrustedDevice/VerificationMethod',
    'authenticated',
    'trustedDevice',
  ],
  ['VerificationCode', '/TrustedDevice/Code', 'authenticated', 'trustedDevice'],
  ['TrustedDeviceEmail', '/TrustedDevice/Email', 'authenticated', 'trustedDevice'],
  ['UpdateUserEmail', '/UpdateUser/Email', 'authenticated', 'updateUser'],
  ['UpdateUserCode', '/UpdateUser/Code', 'authenticated', 'updateUser'],
  ['UpdateUserVerificationMethod', '/UpdateUser/VerificationMethod', 'authenticated', 'updateUser'],
  ['ReferralRewardsHome', '/Referral', 'authenticated', 'referral'],
  ['inl-Dashboard', '/inl/Accounts', 'brand', 'accounts'],
  ['tmx-Dashboard', '/tmx/Accounts', 'brand', 'accounts'],
  ['tmx-OriginationAmount', '/tmx/Origination/Amount', 'brand', 'origination'],
  ['inl-CustomerProfile', '/inl/CustomerProfile', 'brand', 'profile'],
  ['inl-MakePayment', '/inl/Accounts/:loanId/Payment', 'brand', 'payment'],
  ['ContactUs', '/ContactUs', 'topLevel'],
];

export const TEST_ROUTES: RouteInfo[] = ROUTES.map(([name, path, group, flow]) => ({
  name,
  baseName: name.replace(/^[a-z0-9]{3}-/, ''),
  path,
  group,
  meta: {
    ...(flow ? { flow } : {}),
    ...(/^[a-z0-9]{3}-/.test(name) ? { brand: name.slice(0, 3) as 'inl' } : {}),
  },
}));

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Render `ui` at `path` (route pattern `route`); any other path shows the location. */
export function renderScreen(
  ui: ReactElement,
  path: string,
  route: string = path.split('?')[0] ?? path,
) {
  registerRoutes(TEST_ROUTES);
  const router = createMemoryRouter(
    [
      { path: route, element: ui },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
