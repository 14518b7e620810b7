import { afterEach, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LoanStatus } from '@lender/domain';
import { prefetchFirstRound } from '../../../test/prefetch-round';
import { A1_ID, loan } from '../../../test/loan-fixtures';
import { accountsQuery } from '../api/accounts';
import { prefetch } from './AccountDetails';

afterEach(() => vi.unstubAllGlobals());

const ALWAYS = [
  '/api/accountdetail',
  '/api/accounthistory',
  '/api/bankruptcyStatus',
  '/api/militarystatus',
  '/api/newaccountterms',
  '/api/riskInfo',
];

/** The cache as her Dashboard left it: its answer lists `listed`. */
function dashboardShowing(...listed: ReturnType<typeof loan>[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(accountsQuery('inl').queryKey, {
    loans: listed,
    reapplyInfo: { canReapply: false, applyUrl: 'https://apply.example', returnUrl: null },
  });
  return queryClient;
}

it('asks for the loan’s details, history, the new-account terms, her standing and risk notices in one round (decisions 066, 081)', async () => {
  expect(await prefetchFirstRound(prefetch, { loanId: A1_ID })).toEqual([...ALWAYS].sort());
});

it('asks for auto-pay and today’s payoff quote in that round too when her Dashboard listed the loan open', async () => {
  expect(await prefetchFirstRound(prefetch, { loanId: A1_ID }, dashboardShowing(loan()))).toEqual(
    [...ALWAYS, '/api/autoPay', '/api/payoffQuote'].sort(),
  );
});

it('leaves them to the details for a loan that is paid off', async () => {
  const paidOff = loan({ status: LoanStatus.PaidOff, payoffAmountCents: 0 });
  expect(await prefetchFirstRound(prefetch, { loanId: A1_ID }, dashboardShowing(paidOff))).toEqual(
    [...ALWAYS].sort(),
  );
});
