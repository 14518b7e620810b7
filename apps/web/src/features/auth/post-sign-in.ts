/**
 * Where a user goes once signed in (spec §4 Session, Brand user determination): an untrusted device
 * (a missing device key, or GET /checktrusteddevice says so) goes through the TrustedDevice group
 * first. Then: the stored intended destination if any; for a user of exactly one brand, that
 * (navigation) brand's Dashboard, or AccountSelect when this build does not serve that brand's area;
 * otherwise Home ('all my accounts' for several brands; the way in for a user with none yet).
 */
import { navigationBrand, type BrandCode } from '@lender/domain';
import { findRoute, routePath } from '../../shared/routing/route-path';
import { takeIntendedDestination } from '../../shared/session/intended-destination';
import { isTrustedDevice } from './api/trusted-device';

export function destinationAfterTrust(brands: readonly BrandCode[]): string {
  const intended = takeIntendedDestination();
  if (intended) return intended;
  const brand = navigationBrand(brands);
  if (brands.length !== 1 || !brand) return routePath('Home');
  const dashboard = `${brand}-Dashboard`;
  return findRoute(dashboard) ? routePath(dashboard) : routePath('AccountSelect');
}

export async function destinationAfterSignIn(brands: readonly BrandCode[]): Promise<string> {
  if (!(await isTrustedDevice())) return routePath('TrustedDeviceWarning');
  return destinationAfterTrust(brands);
}
