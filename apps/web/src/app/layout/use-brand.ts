import { navigationBrand, type BrandCode } from '@lender/domain';
import { readDefaultBrand } from '../../shared/brand/default-brand';
import { useRouteBrand } from '../../shared/brand/use-route-brand';
import { useSessionStore } from '../../shared/session/session-store';

/** The brand the shell shows: the route's brand, else the user's navigation brand, else the default brand. */
export function useShellBrand(): BrandCode {
  const routeBrand = useRouteBrand();
  const brands = useSessionStore((s) => s.brands);
  return routeBrand ?? navigationBrand(brands) ?? readDefaultBrand();
}
