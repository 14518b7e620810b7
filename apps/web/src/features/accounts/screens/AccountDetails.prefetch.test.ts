import { afterEach, expect, it, vi } from 'vitest';
import { prefetchFirstRound } from '../../../test/prefetch-round';
import { prefetch } from './AccountDetails';

afterEach(() => vi.unstubAllGlobals());

it('asks for the loan’s details, history, the new-account terms and her standing in one round (decision 066)', async () => {
  expect(
    await prefetchFirstRound(prefetch, { loanId: 'a0000000-0000-4000-8000-000000000001' }),
  ).toEqual(
    [
      '/api/accountdetail',
      '/api/accounthistory',
      '/api/bankruptcyStatus',
      '/api/militarystatus',
      '/api/newaccountterms',
    ].sort(),
  );
});
