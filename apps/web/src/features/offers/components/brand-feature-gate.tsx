/**
 * Offers and a new loan from an offer are main-family features (domain `isFeatureAvailable`): on an older-family
 * brand's route the screen is replaced by {brand}-FeatureUnavailable, which says so and where to go (decision 060).
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isFeatureAvailable, type UnavailableFeature } from '@lender/domain';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import { routePath } from '../../../shared/routing/route-path';

export function BrandFeatureGate({
  feature,
  children,
}: {
  feature: UnavailableFeature;
  children: ReactNode;
}) {
  const brand = usePageBrand();
  if (isFeatureAvailable(brand, feature)) return children;
  return <Navigate replace to={routePath(`${brand}-FeatureUnavailable`, { feature })} />;
}
