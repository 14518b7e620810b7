import { useEffect } from 'react';
import { resolveBrandTheme, type BrandCode } from '@lender/domain';
import { useServiceProviders } from '../../shared/config/service-provider';
import { applyTheme } from './brand-theme';

/** Apply the brand's theme as CSS custom properties on <html>. */
export function useBrandTheme(brand: BrandCode): void {
  const providers = useServiceProviders();
  const serverTheme = providers.data?.brands[brand]?.theme;
  useEffect(() => {
    applyTheme(resolveBrandTheme(brand, serverTheme));
  }, [brand, serverTheme]);
}
