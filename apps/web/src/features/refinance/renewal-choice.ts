/**
 * ProductSwitch's amount: the renewal minimum (domain refinanceMinimumCents, 'onlineProduct') or an amount typed
 * ('other'), checked by the domain's refinanceEligibility as it is typed. No rule here: only which cents and which
 * spec paymentAmountType the choice stands for.
 */
import {
  parseCurrencyToCents,
  refinanceEligibility,
  refinanceMinimumCents,
  type RefinanceCheck,
  type RefinanceLoanFacts,
} from '@lender/domain';
import type { RenewalContext } from '../../shared/refinance/use-renewal-context';

export type RenewalChoice = 'minimum' | 'other';

export interface RenewalAmount {
  cents: number;
  amountType: 'onlineProduct' | 'other';
  check: RefinanceCheck;
}

export function renewalAmount(
  facts: RefinanceLoanFacts,
  context: RenewalContext,
  choice: RenewalChoice,
  otherText: string,
): RenewalAmount {
  const amountType = choice === 'minimum' ? 'onlineProduct' : 'other';
  const cents =
    choice === 'minimum'
      ? refinanceMinimumCents(facts, 'onlineProduct')
      : (parseCurrencyToCents(otherText) ?? 0);
  return {
    cents,
    amountType,
    check: refinanceEligibility(facts, { ...context, amountCents: cents, amountType }),
  };
}
