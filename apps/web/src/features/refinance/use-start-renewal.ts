/**
 * ProductSwitch's confirmed continue: the payment slice becomes this renewal (spec §3 Payment state: paymentType 3
 * refinance, isRefi, the amount and its paymentAmountType; a changed amount drops the disclosure, products and
 * auto-pay chosen for the old one), the alternate-party lock is taken where the spec asks for it (§4: a refinance
 * of a refinance-eligible loan; a guest never takes it), then the next screen of the renewal.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccountDetailResponse } from '@lender/contract';
import { PaymentType, needsAlternateLock } from '@lender/domain';
import { refinanceStepAfter } from '../../shared/refinance/flow';
import { usePaymentStore, type PaymentData } from '../../shared/session/payment-store';
import { useSessionStore } from '../../shared/session/session-store';
import { takeAlternateLock } from './api';
import type { RenewalAmount, RenewalChoice } from './renewal-choice';
import type { RefinanceRoute } from './use-refinance-route';

/** The renewal of this loan the borrower was on (back from a later step, a reload), if any. */
export function renewalDraft(loanId: string): PaymentData | undefined {
  const saved = usePaymentStore.getState();
  return saved.loanId === loanId && saved.isRefi && !saved.result ? saved : undefined;
}

export function useStartRenewal(route: RefinanceRoute) {
  const { t } = useTranslation('refinance');
  const guest = useSessionStore((s) => s.guest);
  const profileId = useSessionStore((s) => s.user?.profileId);
  const [busy, setBusy] = useState(false);
  const [lockError, setLockError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const start = async (
    loan: TAccountDetailResponse,
    choice: RenewalChoice,
    otherText: string,
    amount: RenewalAmount,
    cashOut?: PaymentData['cashOut'],
  ) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setLockError(null);
    const store = usePaymentStore.getState();
    const draft = renewalDraft(loan.loanId);
    if (!draft) store.clear();
    else if (
      draft.paymentAmount !== amount.cents ||
      draft.cashOut?.cents !== cashOut?.cents ||
      draft.cashOut?.cardNumber !== cashOut?.cardNumber
    )
      store.update({
        disclosureEnvelopeId: undefined,
        ancillaryProductIds: undefined,
        ancillaryConfirmed: undefined,
        autoPay: undefined,
      });
    store.update({
      loanId: loan.loanId,
      lmsId: loan.lmsId,
      brand: route.brand,
      paymentAmount: amount.cents,
      paymentAmountType: amount.amountType,
      cashOut,
      amountChoice: choice,
      otherAmountText: choice === 'other' ? otherText : undefined,
      paymentType: PaymentType.Refinance,
      isRefi: true,
      isPayoff: false,
      isPartial: false,
      guestPayment: guest,
      isAlternatesTurn: false,
      storePhoneNumber: loan.storePhoneNumber,
      idempotencyKey: undefined,
      paymentKey: undefined,
      pending: false,
      result: undefined,
    });
    try {
      if (
        !guest &&
        needsAlternateLock({
          refinanceEligible: loan.refinanceEligible,
          paymentType: PaymentType.Refinance,
        })
      ) {
        const lock = await takeAlternateLock(loan.loanId, profileId);
        if (lock.alreadyLocked) {
          usePaymentStore.getState().clear();
          route.go('AlternateBlocked', {
            isLocked: true,
            alternateName: lock.lockedByName ?? undefined,
          });
          return;
        }
        usePaymentStore.getState().update({ alternateLockTaken: true });
      }
    } catch {
      setLockError(t('productSwitch.lockError'));
      return;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
    // the facts only matter after ReviewPayment: ProductSwitch always goes on to the card
    route.go(
      refinanceStepAfter('ProductSwitch', {
        locationCheck: false,
        offerAutoPay: false,
        cosigned: false,
      }),
    );
  };

  return { start, busy, lockError };
}
