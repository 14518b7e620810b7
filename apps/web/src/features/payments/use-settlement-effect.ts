/**
 * What a payment does to the loan's signed settlement (decision 045), for ReviewPayment: the domain's
 * settlementPaymentCheck of the payment's amount and type against the settlement as the server last said it — it
 * settles the loan, leaves an amount to pay, or cannot be taken (the reason is shown and paying is off).
 */
import { settlementPaymentCheck, type SettlementPaymentCheck } from '@lender/domain';
import { useServerSettings } from '../../shared/config/config-settings';
import { useOpenSettlement } from '../../shared/offers';

export interface SettlementEffect {
  /** the settlement is still being read: paying waits for it */
  loading: boolean;
  /** undefined when no signed settlement governs the loan (or no amount is chosen) */
  check: SettlementPaymentCheck | undefined;
}

export function useSettlementEffect(
  loanId: string,
  payment: { amountCents: number | undefined; paymentType: number | undefined },
  enabled: boolean,
): SettlementEffect {
  const { loading, settlement } = useOpenSettlement(loanId, enabled);
  const { settlementPaymentRetryLimit } = useServerSettings();
  const { amountCents, paymentType } = payment;
  if (!settlement || amountCents === undefined || paymentType === undefined)
    return { loading, check: undefined };
  return {
    loading,
    check: settlementPaymentCheck(settlement.account, { amountCents, paymentType }, new Date(), {
      limit: settlementPaymentRetryLimit,
    }),
  };
}
