import { afterEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { jsonResponse, mockApi, renderScreen, testQueryClient } from '../../test/render-screen';
import { READ_WITH_THE_TAP_MS } from '../query/cache-tiers';
import { riskInfoAnswer } from '../../test/risk-info-fixture';
import { riskInfoQuery, useRiskInfo } from './api';

const LOAN = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2026-12-04T12:00:00Z');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Flags() {
  const info = useRiskInfo({ loanId: LOAN });
  return <p>{info.data ? `dialog ${String(info.data.dialog)}` : 'reading'}</p>;
}

const answered = () =>
  mockApi({
    'GET /riskInfo': () => jsonResponse(riskInfoAnswer(LOAN)),
  });

it('shows the answer the tap’s prefetch asked for, without asking again; an older one is asked for again (decision 081)', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const fetchMock = answered();
  const queryClient = testQueryClient();
  // the route's prefetch answered before the screen mounted (a fast network, a chunk that took its time)
  await queryClient.prefetchQuery(riskInfoQuery({ loanId: LOAN }));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const first = renderScreen(<Flags />, { path: '/here', queryClient });
  await first.findByText('dialog null');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  first.unmount();

  // a visit later: the flags may have changed elsewhere, so they are read again when shown
  vi.setSystemTime(NOW.getTime() + READ_WITH_THE_TAP_MS + 1);
  const later = renderScreen(<Flags />, { path: '/here', queryClient });
  await later.findByText('dialog null');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
});
