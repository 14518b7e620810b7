/** The seed's other rows: applications and appraisal offers, cash advances, risk information and P7's referral account. */
import type {
  cashAdvances,
  loanApplications,
  loanRiskInfo,
  offers,
  referralAccounts,
  referralLedger,
} from '../schema';
import { OfferTypeId } from '../schema';
import { instantAfterDays } from './dates';
import {
  customerIdOf,
  loanIdOf,
  P11_APPLICATION_ID,
  P12_APPLICATION_ID,
  P2_APPLICATION_ID,
  P6_APPLICATION_ID,
  profileIdOf,
} from './ids';
import { PERSONA_STORES } from './stores';

type OfferRow = typeof offers.$inferInsert;

/**
 * P6's approved TLXe application (brand tmx) his appraisal offer is made under: approved, so no "application in
 * progress"; and P2's inl application in progress, started online two days ago and not finished (decision 059).
 */
export function applicationRows(now: Date): (typeof loanApplications.$inferInsert)[] {
  return [
    {
      id: P2_APPLICATION_ID,
      customerId: customerIdOf('P2'),
      loanSystem: 'TLXe',
      brandCode: 'inl',
      state: 'inProgress',
      returnUrl: `https://apply.inl.example.com/resume/${P2_APPLICATION_ID}`,
      createdAt: instantAfterDays(now, -2),
      updatedAt: instantAfterDays(now, -2),
    },
    {
      id: P6_APPLICATION_ID,
      customerId: customerIdOf('P6'),
      loanSystem: 'TLXe',
      brandCode: 'tmx',
      state: 'approved',
      createdAt: now,
      updatedAt: now,
    },
    {
      id: P11_APPLICATION_ID,
      customerId: customerIdOf('P11'),
      loanSystem: 'TLXe',
      brandCode: 'tmx',
      state: 'approved',
      createdAt: now,
      updatedAt: now,
    },
    {
      id: P12_APPLICATION_ID,
      customerId: customerIdOf('P12'),
      loanSystem: 'TLXe',
      brandCode: 'tmx',
      state: 'approved',
      createdAt: now,
      updatedAt: now,
    },
  ];
}

/**
 * P5's settlement offer (10) on S1 and P6's appraisal offer (12), both unviewed. P6's is under his approved
 * application, at his Chicago tmx store, paid by debit card or at the store (no money transfer). P6 also has a
 * widget offer (22): a special offer taken by applying online or at the store (WidgetOffer).
 */
export function offerRows(now: Date): OfferRow[] {
  return [
    {
      offerTypeId: OfferTypeId.settlement,
      customerId: customerIdOf('P5'),
      targetLoanId: loanIdOf('S1'),
      settlementAmountCents: 90_000,
      docExp: instantAfterDays(now, 14),
      createdAt: now,
    },
    {
      offerTypeId: OfferTypeId.appraisal,
      customerId: customerIdOf('P6'),
      qualifiedAmountCents: 300_000,
      minLoanAmountCents: 50_000,
      maxLoanAmountCents: 300_000,
      collateral: { year: 2020, make: 'Honda', model: 'Civic', vin: '2HGFC2F59LH000620' },
      applicationId: P6_APPLICATION_ID,
      storeId: PERSONA_STORES.chicagoTmx,
      disbursementOptions: {
        isDebitDisbursementAvailable: true,
        isMoneyGramDisbursementAvailable: false,
        isStoreDisbursementAvailable: true,
      },
      docExp: instantAfterDays(now, 30),
      createdAt: now,
    },
    {
      // decision 060: the spousal-consent title product, at a Texas (community-property) store
      offerTypeId: OfferTypeId.appraisal,
      customerId: customerIdOf('P11'),
      qualifiedAmountCents: 200_000,
      minLoanAmountCents: 50_000,
      maxLoanAmountCents: 200_000,
      collateral: { year: 2019, make: 'Ford', model: 'F-150', vin: '1FTEW1E50KFA00011' },
      applicationId: P11_APPLICATION_ID,
      storeId: PERSONA_STORES.houstonTmx,
      productCode: 'titleSpousal',
      disbursementOptions: {
        isDebitDisbursementAvailable: false,
        isMoneyGramDisbursementAvailable: false,
        isStoreDisbursementAvailable: true,
      },
      docExp: instantAfterDays(now, 30),
      createdAt: now,
    },
    {
      // decision 064: an appraisal offer whose borrower has no home address on file (the identity check is incomplete)
      offerTypeId: OfferTypeId.appraisal,
      customerId: customerIdOf('P12'),
      qualifiedAmountCents: 150_000,
      minLoanAmountCents: 50_000,
      maxLoanAmountCents: 150_000,
      collateral: { year: 2017, make: 'Nissan', model: 'Altima', vin: '1N4AL3AP5HC000012' },
      applicationId: P12_APPLICATION_ID,
      storeId: PERSONA_STORES.chicagoTmx,
      disbursementOptions: {
        isDebitDisbursementAvailable: false,
        isMoneyGramDisbursementAvailable: false,
        isStoreDisbursementAvailable: true,
      },
      docExp: instantAfterDays(now, 30),
      createdAt: now,
    },
    {
      offerTypeId: OfferTypeId.widget,
      customerId: customerIdOf('P6'),
      docExp: instantAfterDays(now, 30),
      createdAt: now,
    },
  ];
}

/** P3's pending cash advance of $100.00 on L1, requested at seeding (code 1000: cancellable until the batching run at that business day's 5:00 PM Central cut-off). */
export function cashAdvanceRows(now: Date): (typeof cashAdvances.$inferInsert)[] {
  return [
    {
      loanId: loanIdOf('L1'),
      amountCents: 10_000,
      pendingCode: 1000,
      transactionId: 'CA-30003-001-0001',
      status: 'pending',
      createdAt: now,
    },
  ];
}

/**
 * Risk info (spec §7 GET /riskInfo): the lender raised P3's credit limit on L1 from $1,000.00 to $1,500.00 at
 * seeding, so her first Get cash shows the credit limit change dialog once.
 */
export function riskInfoRows(now: Date): (typeof loanRiskInfo.$inferInsert)[] {
  return [{ loanId: loanIdOf('L1'), creditLimitChangedAt: now, previousCreditLimitCents: 100_000 }];
}

/** P7's referral enrolment: two sign-ups at $50.00 each, balance $100.00. */
export const GINA_SHORT_CODE = 'GINA50';

export function referralAccountRow(now: Date): typeof referralAccounts.$inferInsert {
  return {
    profileId: profileIdOf('P7'),
    shortCode: GINA_SHORT_CODE,
    amountPerShareCents: 5_000,
    peopleSignedUp: 2,
    codesScanned: 5,
    createdAt: instantAfterDays(now, -30),
  };
}

export function referralLedgerRows(now: Date): (typeof referralLedger.$inferInsert)[] {
  return [
    {
      profileId: profileIdOf('P7'),
      amountCents: 5_000,
      kind: 'signup',
      description: 'Referral sign-up reward',
      createdAt: instantAfterDays(now, -21),
    },
    {
      profileId: profileIdOf('P7'),
      amountCents: 5_000,
      kind: 'signup',
      description: 'Referral sign-up reward',
      createdAt: instantAfterDays(now, -7),
    },
  ];
}
