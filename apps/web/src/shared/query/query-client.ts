/** The one QueryClient of the app; shared so sign-out can clear every cache. */
import { QueryClient } from '@tanstack/react-query';
import { CACHE_TIERS } from './cache-tiers';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: CACHE_TIERS.short,
      // the http client retries once where the spec says so; no hidden extra retries
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
