/**
 * What every renewal screen after the review reads (decision 026): the brand and loan of its Payment-group route,
 * navigation by route name, whether a renewal of this loan is in progress in the payment slice, and the facts that
 * pick the next screen (refinanceStepAfter).
 */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { locationRequirement, type BrandCode } from '@lender/domain';
import type { TLoan } from '@lender/contract';
import { usePageBrand } from '../brand/use-route-brand';
import { configSettingsQuery, useServerSettings } from '../config/config-settings';
import { routePath } from '../routing/route-path';
import { usePaymentStore } from '../session/payment-store';
import type { RefinanceFlowFacts, RefinanceStep } from './flow';

export type RenewalScreen =
  | RefinanceStep
  | 'AutoPayUpdatePaymentMethod'
  | 'AutoPayAddMethod'
  | 'ProductSwitchAppointment'
  | 'GpsLocationDisabled'
  | 'AccountDetails';

export interface RenewalRoute {
  brand: BrandCode;
  loanId: string;
  pathOf: (name: RenewalScreen) => string;
  /** search: a query string with its '?'; state: the navigation's state (e.g. FLOW_STEP_STATE) */
  go: (
    name: RenewalScreen,
    options?: { replace?: boolean; search?: string; state?: unknown },
  ) => void;
}

export function useRenewalRoute(): RenewalRoute {
  const { loanId = '' } = useParams();
  const brand = usePageBrand();
  const navigate = useNavigate();
  const pathOf = useCallback(
    (name: RenewalScreen) => routePath(`${brand}-${name}`, { loanId }),
    [brand, loanId],
  );
  const go = useCallback<RenewalRoute['go']>(
    (name, options) =>
      void navigate(`${pathOf(name)}${options?.search ?? ''}`, {
        replace: options?.replace,
        state: options?.state,
      }),
    [navigate, pathOf],
  );
  return { brand, loanId, pathOf, go };
}

/** A renewal of this loan is under way in the payment slice: isRefi, this loan, an amount. */
export function useRenewalInProgress(loanId: string): boolean {
  return usePaymentStore(
    (s) =>
      s.isRefi === true &&
      s.loanId === loanId &&
      typeof s.paymentAmount === 'number' &&
      s.paymentAmount > 0,
  );
}

/**
 * The facts refinanceStepAfter reads, from the server settings and the loan; `known` once both have answered (the
 * settings' defaults stand in while they load, or when they fail).
 */
export function useRenewalFlowFacts(
  loan: Pick<TLoan, 'validations' | 'cosignerId' | 'isAlternate'> | undefined,
): RefinanceFlowFacts & { known: boolean } {
  const settingsQuery = useQuery(configSettingsQuery());
  const settings = useServerSettings();
  return {
    locationCheck: locationRequirement(settings, 'refinance').check,
    offerAutoPay: Boolean(
      settings.autoPayRefinance && loan && !loan.validations.skipAutoPayConfirm,
    ),
    cosigned: Boolean(loan && (loan.isAlternate || loan.cosignerId)),
    known: loan !== undefined && !settingsQuery.isPending,
  };
}
