/**
 * What every payment screen reads: the route (brand, loan, navigation), the loan being paid, the
 * session's payer (guest or signed-in, co-signer or borrower) and the payment slice.
 */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { TAccountDetailResponse } from '@lender/contract';
import { useSessionStore } from '../../shared/session/session-store';
import { usePaymentLoan } from './api';
import type { PayerKind } from './flow';
import { usePaymentRoute } from './use-payment-route';

export interface SessionPayer {
  guest: boolean;
  profileId?: string;
  username?: string;
  email?: string;
  phone?: string;
  /** the caller's own customer id in the loan's system (the co-signer's, for the code request) */
  customerIdFor: (loan: Pick<TAccountDetailResponse, 'loanSystem'>) => string | undefined;
}

export function useSessionPayer(): SessionPayer {
  const { guest, user, customerIds, customerId } = useSessionStore(
    useShallow((s) => ({
      guest: s.guest,
      user: s.user,
      customerIds: s.customerIds,
      customerId: s.customerId,
    })),
  );
  // one object while the session is the same: the screens' memos and callbacks depend on it
  return useMemo<SessionPayer>(
    () => ({
      guest,
      profileId: user?.profileId,
      username: user?.username || undefined,
      email: user?.email,
      phone: user?.phone,
      customerIdFor: (loan) =>
        (loan.loanSystem === 'NLS' ? customerIds.nls : customerIds.tlxe) ?? customerId,
    }),
    [guest, user, customerIds, customerId],
  );
}

export function usePaymentContext() {
  const route = usePaymentRoute();
  const loanQuery = usePaymentLoan(route.loanId);
  const payer = useSessionPayer();
  const loan = loanQuery.data;
  const kind: PayerKind = { guest: payer.guest, isAlternate: loan?.isAlternate ?? false };
  return { route, loanQuery, loan, payer, kind };
}
