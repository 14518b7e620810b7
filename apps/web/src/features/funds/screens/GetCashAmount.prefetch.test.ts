import { afterEach, expect, it, vi } from 'vitest';
import { prefetchFirstRound } from '../../../test/prefetch-round';
import { prefetch } from './GetCashAmount';

afterEach(() => vi.unstubAllGlobals());

it('asks for the line, its available credit, her cards and the add-on’s risk notices in one round (decision 081)', async () => {
  expect(await prefetchFirstRound(prefetch, { loanId: 'loan-4' })).toEqual(
    ['/api/accountdetail', '/api/cards', '/api/drawLimits', '/api/riskInfo'].sort(),
  );
});
