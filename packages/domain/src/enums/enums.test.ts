import { describe, it, expect } from 'vitest';
import { LoanStatus, loanStatusName } from './loan-status';
import { SigningStatus, isSigningStatus, isSigningComplete } from './signing-status';
import {
  CashAdvancePendingCode,
  PayMethod,
  PaymentType,
  isCashAdvancePending,
  isPayMethod,
  isPaymentType,
} from './payment';
import { OfferId, isOfferId } from './offer-id';
import { ReferState, isReferState } from './refer-state';
import { LogOutReason, isLogOutReason } from './log-out-reason';
import { CardProcessorType, acceptsCards, isCardProcessorType } from './card-processor';
import { CommunicationPreference, receivesEmail, receivesText } from './communication-preference';

describe('spec §4 enumerations', () => {
  it('carry the spec values', () => {
    expect(Object.values(SigningStatus)).toEqual([
      'signing_complete',
      'viewing_complete',
      'decline',
      'ttl_expired',
    ]);
    expect(PaymentType).toEqual({ None: 1, Payment: 2, Refinance: 3, Settlement: 5 });
    expect(PayMethod).toEqual({ None: 0, Store: 2, MoneyTransfer: 14, Debit: 16, Ach: 101 });
    expect(OfferId).toEqual({ Settlement: 10, Appraisal: 12, Widget: 22 });
    expect(Object.values(ReferState)).toEqual(['none', 'ncr', 'ecr']);
    expect(CashAdvancePendingCode).toEqual({ NotBatched: 1000, Batched: 1002 });
    expect(Object.values(LogOutReason)).toEqual([
      'reviewPayment',
      'sideBarButton',
      'sessionTimeout',
      'trustedDeviceFailure',
      'networkError',
      'profileLock',
    ]);
    expect(Object.values(CardProcessorType)).toEqual([1, 2, 3, 4, 5]);
    expect(CardProcessorType.Mixed).toBe(3);
    expect(CardProcessorType.None).toBe(5);
    expect(CommunicationPreference).toEqual({ Email: 0, Text: 1, Both: 2 });
  });

  it('recognise their own values only', () => {
    expect(isSigningStatus('decline')).toBe(true);
    expect(isSigningStatus('declined')).toBe(false);
    expect(isSigningComplete('signing_complete')).toBe(true);
    expect(isSigningComplete('viewing_complete')).toBe(false);
    expect(isPaymentType(5)).toBe(true);
    expect(isPaymentType(4)).toBe(false);
    expect(isPayMethod(101)).toBe(true);
    expect(isPayMethod(1)).toBe(false);
    expect(isCashAdvancePending(1002)).toBe(true);
    expect(isCashAdvancePending(1001)).toBe(false);
    expect(isOfferId(22)).toBe(true);
    expect(isOfferId(11)).toBe(false);
    expect(isReferState('ecr')).toBe(true);
    expect(isReferState('ECR')).toBe(false);
    expect(isLogOutReason('profileLock')).toBe(true);
    expect(isLogOutReason('timeout')).toBe(false);
    expect(isCardProcessorType(6)).toBe(false);
    expect(acceptsCards(CardProcessorType.None)).toBe(false);
    expect(acceptsCards(CardProcessorType.Mixed)).toBe(true);
  });

  it('maps communication preferences to channels', () => {
    expect([0, 1, 2].map((p) => receivesEmail(p as 0 | 1 | 2))).toEqual([true, false, true]);
    expect([0, 1, 2].map((p) => receivesText(p as 0 | 1 | 2))).toEqual([false, true, true]);
  });

  it('names loan statuses by code', () => {
    expect(loanStatusName(LoanStatus.Open)).toBe('Open');
    expect(loanStatusName(12)).toBe('Open');
    expect(loanStatusName(4)).toBeUndefined();
  });
});
