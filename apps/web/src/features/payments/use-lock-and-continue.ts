/**
 * MakePayment's continue (spec §4 Alternate-party lockout): when needsAlternateLock, take the lock
 * (retried once). Held by the other party (alreadyLocked) → clear the payment data and the remote
 * state and go to AlternateBlocked with isLocked and alternateName. A guest never takes it (a
 * signed link reaches no lock call). Then the next screen of the flow.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccountDetailResponse } from '@lender/contract';
import { PaymentType, needsAlternateLock } from '@lender/domain';
import { usePaymentStore } from '../../shared/session/payment-store';
import { clearPaymentRemoteState, savePaymentRemoteState, takeAlternateLock } from './api';
import { screenAfterAmount } from './flow';
import type { SessionPayer } from './use-payment-context';
import type { PaymentRoute } from './use-payment-route';

export function useLockAndContinue(route: PaymentRoute, payer: SessionPayer) {
  const { t } = useTranslation('payments');
  const [busy, setBusy] = useState(false);
  const [lockError, setLockError] = useState<string | null>(null);

  const proceed = async (loan: TAccountDetailResponse) => {
    setBusy(true);
    setLockError(null);
    const store = usePaymentStore.getState();
    try {
      if (
        !payer.guest &&
        needsAlternateLock({
          refinanceEligible: loan.refinanceEligible,
          paymentType: store.paymentType ?? PaymentType.Payment,
        })
      ) {
        const lock = await takeAlternateLock(loan.loanId, payer.profileId);
        if (lock.alreadyLocked) {
          store.clear();
          await clearPaymentRemoteState(payer.username);
          route.go('AlternateBlocked', {
            isLocked: true,
            alternateName: lock.lockedByName ?? undefined,
          });
          return;
        }
        store.update({ alternateLockTaken: true });
      }
    } catch {
      setLockError(t('makePayment.lockError'));
      setBusy(false);
      return;
    }
    const next = screenAfterAmount(
      { guest: payer.guest, isAlternate: loan.isAlternate },
      Boolean(usePaymentStore.getState().alternateVerified),
    );
    void savePaymentRemoteState(payer.username, usePaymentStore.getState(), route.pathOf(next));
    setBusy(false);
    route.go(next);
  };

  return { proceed, busy, lockError };
}
