/** A location screen's step (its query), and the ways on: the next screen of the flow, the "turned off" help, the loan. */
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { locationStepQuery, readLocationStep, type LocationStep } from '../../shared/location';
import { usePageBrand } from '../../shared/brand/use-route-brand';
import { routePath } from '../../shared/routing/route-path';

export interface LocationRoute {
  step: LocationStep | null;
  loanId: string;
  accountPath: string;
  goNext: () => void;
  goDisabled: () => void;
}

export function useLocationRoute(): LocationRoute {
  const { loanId = '' } = useParams();
  const [search] = useSearchParams();
  const brand = usePageBrand();
  const navigate = useNavigate();
  const step = readLocationStep(search);
  const goNext = useCallback(() => {
    if (step) void navigate(routePath(`${brand}-${step.next}`, { loanId }), { replace: true });
  }, [brand, loanId, navigate, step]);
  const goDisabled = useCallback(() => {
    if (step)
      void navigate(
        `${routePath(`${brand}-GpsLocationDisabled`, { loanId })}${locationStepQuery(step)}`,
        { replace: true },
      );
  }, [brand, loanId, navigate, step]);
  return {
    step,
    loanId,
    accountPath: routePath(`${brand}-AccountDetails`, { loanId }),
    goNext,
    goDisabled,
  };
}
