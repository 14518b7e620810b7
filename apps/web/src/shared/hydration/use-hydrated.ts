import { useClientValue } from './use-client-value';

const always = () => true;

/** false while a prerendered page is only markup (at build time and in the hydrating render), true after. */
export function useHydrated(): boolean {
  return useClientValue(always, false);
}
