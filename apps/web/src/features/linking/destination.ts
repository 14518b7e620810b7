/**
 * Where a user goes once a loan is linked (or a record replaced): the brand Dashboard of their
 * navigation brand (spec §4 Brand user determination) when this build serves it; else Home.
 */
import { navigationBrand, type BrandCode } from '@lender/domain';
import { findRoute, routePath } from '../../shared/routing/route-path';

export function dashboardAfterLink(brands: readonly BrandCode[]): string {
  const brand = navigationBrand(brands);
  const dashboard = brand && `${brand}-Dashboard`;
  return dashboard && findRoute(dashboard) ? routePath(dashboard) : routePath('Home');
}
