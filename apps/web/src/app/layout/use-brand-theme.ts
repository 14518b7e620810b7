import { useLayoutEffect } from 'react';
import { resolveBrandTheme, type BrandCode } from '@lender/domain';
import { useServiceProviders } from '../../shared/config/service-provider';
import { applyTheme } from './brand-theme';

/**
 * Apply the brand's theme as CSS custom properties on <html>, before the browser paints the frame React commits: a
 * page without a brand in its path arrives in the default brand's colours (the server cannot know hers), and an effect
 * after the paint showed her header in them until it ran.
 */
export function useBrandTheme(brand: BrandCode): void {
  const providers = useServiceProviders();
  const serverTheme = providers.data?.brands[brand]?.theme;
  useLayoutEffect(() => {
    applyTheme(resolveBrandTheme(brand, serverTheme));
  }, [brand, serverTheme]);
}
