/** Render a referral screen at its path with the referral routes (and Register) registered. */
import type { ReactElement } from 'react';
import { registerRoutes } from '../../../shared/routing/route-path';
import type { RouteInfo } from '../../../shared/routing/types';
import { renderScreen } from '../../../test/render-screen';

const referral = (name: string, path: string): RouteInfo => ({
  name,
  baseName: name,
  path,
  group: 'authenticated',
  meta: { flow: 'referral' },
});

export const REFERRAL_ROUTES: readonly RouteInfo[] = [
  referral('ReferralRewardsHome', '/Referral'),
  referral('ReferCompleteProfile', '/Referral/ReferCompleteProfile'),
  referral('ReferRedeemAddCard', '/Referral/ReferRedeemAddCard'),
  referral('ReferRedeemReview', '/Referral/ReferRedeemReview'),
  referral('ReferRedeemSuccess', '/Referral/ReferRedeemSuccess'),
  {
    name: 'ReferralLink',
    baseName: 'ReferralLink',
    path: '/Refer/:shortCode',
    group: 'topLevel',
    meta: {},
  },
  {
    name: 'Register',
    baseName: 'Register',
    path: '/Register',
    group: 'unauthenticated',
    meta: { flow: 'register' },
  },
];

export const pathOf = (name: string) =>
  REFERRAL_ROUTES.find((route) => route.name === name)?.path ?? '';

export function renderReferralScreen(
  ui: ReactElement,
  name: string,
  { path = pathOf(name), state }: { path?: string; state?: unknown } = {},
) {
  registerRoutes(REFERRAL_ROUTES);
  return renderScreen(ui, { path, route: pathOf(name), state });
}
