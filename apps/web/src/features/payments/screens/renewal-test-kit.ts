/**
 * The renewal payment screens' tests' shared parts (renewal and renewal-confirmation): Monday 06/01/2026, 10:00 AM
 * Central, a renewal of A1 paying $215.40 with Visa debit ••1111, the new loan it opens, and the API it runs on.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import i18next from 'i18next';
import type { TPaymentConfirmation } from '@lender/contract';
import type { PaymentData } from '../../../shared/session/payment-store';
import { restoreGeolocation } from '../../../test/geolocation';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import {
  A1_ID,
  card,
  configSettings,
  confirmation,
  loanDetail,
  paymentStatus,
} from '../test/fixtures';
import { setPayment, signIn } from '../test/render';
import { selectPaymentCard } from '../select-card';

// Monday 06/01/2026, 10:00 AM Central: a renewal made now posts today
const NOW = new Date('2026-06-01T15:00:00Z');
export const NEW_LOAN_ID = 'a0000000-0000-4000-8000-000000000099';
const NO_GPS = { gpsCheckRefinance: false };

export const renewalResult = (overrides: Partial<TPaymentConfirmation> = {}) =>
  confirmation({
    amountPaidCents: 21540,
    isRefi: true,
    remainingPayoffCents: 0,
    paymentDueDate: null,
    renewal: {
      newLoanId: NEW_LOAN_ID,
      newLoanLmsId: '10001-002',
      newLoanDueDate: '2026-07-01',
      newPrincipalBalanceCents: 103460,
      // decision 050: the day it opens, the new loan's payoff is its principal
      newPayoffCents: 103460,
      autoPayEnrolled: true,
      ancillaryProductIds: ['paymentProtection'],
      cancelled: false,
      cashOut: null,
    },
    ...overrides,
  });

/** The API of a renewal: its loan, settings, the payment's submit and its answer (`result`, done). */
export function api(
  settings = configSettings(NO_GPS),
  payment: () => Response | Promise<Response> = () => jsonResponse({ messageKey: 'msg-1' }),
  result: TPaymentConfirmation = renewalResult(),
) {
  return mockApi({
    'GET /accountdetail': () => jsonResponse(loanDetail()),
    'GET /configsettings': () => jsonResponse(settings),
    'GET /nextBusinessDate': () =>
      jsonResponse({ businessDate: '2026-06-02', postingDate: '2026-06-01' }),
    'POST /payment': payment,
    'GET /payment': () =>
      jsonResponse(
        paymentStatus({
          pending: false,
          confirmationNumber: 'CONF-0100',
          newLoanId: NEW_LOAN_ID,
          confirmation: result,
        }),
      ),
    'POST /paymentRemoteState': () => jsonResponse({ state: null, route: null }),
    'POST /loanlock': () => jsonResponse({}),
  });
}

/**
 * Registers, in the calling file, each test's start (the clock at NOW, signed in, the renewal in progress with its
 * card and `payment`'s own choices, in English) and end (the real clock, fetch and position). Call it once, at the top
 * of the test file.
 */
export function setUpEachTest(payment: Partial<PaymentData> = {}): void {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    signIn();
    setPayment({
      loanId: A1_ID,
      lmsId: '10001-001',
      paymentAmount: 21540,
      paymentAmountType: 'onlineProduct',
      paymentType: 3,
      isRefi: true,
      isPayoff: false,
      isPartial: false,
      ...payment,
    });
    selectPaymentCard(card());
    await i18next.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    restoreGeolocation();
  });
}
