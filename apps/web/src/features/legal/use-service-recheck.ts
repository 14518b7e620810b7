/**
 * Retry for MaintenanceMode and NetworkError: ask GET /serviceStatus again, leave when it answers available.
 * It refreshes the same query the route guard reads, so the guard sees the new status at once.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { serviceStatusQuery } from '../../shared/config/service-status';

export type RecheckOutcome = 'idle' | 'unavailable' | 'failed';

interface RecheckOptions {
  /** where to go once the service answers available */
  target: string;
  /** where to go if the server answers but is unavailable; stay and say so when absent */
  unavailableTarget?: string;
  checkOnMount: boolean;
}

export function useServiceRecheck({ target, unavailableTarget, checkOnMount }: RecheckOptions) {
  const navigate = useNavigate();
  const query = useQuery({ ...serviceStatusQuery(), enabled: checkOnMount, retry: false });
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<RecheckOutcome>('idle');

  const retry = async () => {
    setChecking(true);
    setOutcome('idle');
    const result = await query.refetch();
    setChecking(false);
    if (result.isError || !result.data) setOutcome('failed');
    else if (result.data.available) navigate(target, { replace: true });
    else if (unavailableTarget) navigate(unavailableTarget, { replace: true });
    else setOutcome('unavailable');
  };

  return { status: query.data, checking, outcome, retry };
}
