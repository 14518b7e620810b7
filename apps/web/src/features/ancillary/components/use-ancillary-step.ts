/** What both ancillary screens read: the route, whether a renewal of this loan is in progress, the loan, and the products offered for its amount. */
import { useAccountDetail } from '../../../shared/loans/account-detail';
import {
  useRenewalFlowFacts,
  useRenewalInProgress,
  useRenewalRoute,
} from '../../../shared/refinance/step-route';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { useAncillaryProducts } from '../api';

export function useAncillaryStep() {
  const route = useRenewalRoute();
  const inProgress = useRenewalInProgress(route.loanId);
  const amount = usePaymentStore((s) => s.paymentAmount);
  const detail = useAccountDetail(inProgress ? route.loanId : '');
  const offer = useAncillaryProducts(inProgress ? detail.data : undefined, amount);
  const facts = useRenewalFlowFacts(detail.data);
  return { route, inProgress, detail, offer, facts };
}
