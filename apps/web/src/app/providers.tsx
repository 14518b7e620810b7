/** App-wide providers: the one QueryClient (cache tiers in shared/query/cache-tiers.ts) and i18next, the cache asked again in a new language. */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../shared/query/query-client';
import { i18next } from './i18n';

// what the server wrote (document names, store hours, messages) is in the language it was asked in: a new language
// asks again (issue 17) — the active queries at once, the others when next used; not a session the answer opened
// (the card form's: a new one would swap the form under the borrower's fingers), marked keepOnLanguageChange
i18next.on(
  'languageChanged',
  () =>
    void queryClient.invalidateQueries({
      predicate: (query) => query.meta?.keepOnLanguageChange !== true,
    }),
);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
