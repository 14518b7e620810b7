import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../shared/query/query-client';
import { changeLanguage } from './i18n';
import './providers';

afterEach(async () => {
  await changeLanguage('en');
  queryClient.clear();
});

describe('the cache and the language', () => {
  it('a new language marks every cached answer stale, so the server’s texts are asked again in it', async () => {
    queryClient.setQueryData(['documents'], [{ name: 'Statement for November 2026' }]);
    expect(queryClient.getQueryState(['documents'])?.isInvalidated).toBe(false);
    await changeLanguage('es');
    expect(queryClient.getQueryState(['documents'])?.isInvalidated).toBe(true);
  });

  it('keeps a query marked keepOnLanguageChange (the card form’s session): a new one would swap the form being typed in', async () => {
    await queryClient.prefetchQuery({
      queryKey: ['cardFormKey', 'payment'],
      queryFn: () => ({ key: 'session-1' }),
      meta: { keepOnLanguageChange: true },
    });
    await changeLanguage('es');
    expect(queryClient.getQueryState(['cardFormKey', 'payment'])?.isInvalidated).toBe(false);
  });
});
