import { LoanStatus, STANDARD_ANNUAL_RATE_PPB } from '@lender/domain';
import type { loans } from '../schema';
import { chicagoDate } from './dates';
import {
  customerIdOf,
  loanIdOf,
  SEED_LOAN_NUMBERS,
  UNLINKED_HANK_CUSTOMER_ID,
  type SeedLoanKey,
} from './ids';
import { PERSONA_STORES } from './stores';

type LoanRow = typeof loans.$inferInsert;

/**
 * Balance parts in cents, booked through the seed's day (decision 050): payoff that day is principal + interest +
 * fees (PERSONAS.md's figures), and from the next day the principal accrues at 36 % a year. `instalmentCents` is what
 * the loan's history paid on every due date before its oldest unpaid one (0 days late: every past
 * one), so its statements agree with its days late.
 */
interface Balance {
  principal: number;
  interest: number;
  fees: number;
}

type LoanSeed = Omit<
  LoanRow,
  | 'id'
  | 'loanNumber'
  | 'principalCents'
  | 'interestCents'
  | 'feesCents'
  | 'dueDate'
  | 'openedOn'
  | 'paidOffDate'
> & {
  key: SeedLoanKey;
  balance: Balance;
  /** Due date relative to today in Chicago (negative: in the past). */
  dueInDays: number;
  openedDaysAgo: number;
  paidOffDaysAgo?: number;
};

const tlxe = { loanSystem: 'TLXe' as const };

const LOAN_SEEDS: LoanSeed[] = [
  // P1 Ana Rivera: A1 instalment Open, payoff $1,250.00, minimum due $215.40, due in 9 days; P4 co-signs.
  {
    key: 'A1',
    ...tlxe,
    brandCode: 'inl',
    customerId: customerIdOf('P1'),
    cosignerCustomerId: customerIdOf('P4'),
    storeId: PERSONA_STORES.houstonInl,
    productType: 'instalment',
    status: LoanStatus.Open,
    balance: { principal: 110_000, interest: 12_500, fees: 2_500 },
    minimumDueCents: 21_540,
    instalmentCents: 21_540,
    minimumRequiredCents: 21_540,
    productSwitchAmountDueCents: 21_540,
    minimumLoanAmountCents: 30_000,
    dueInDays: 9,
    daysLate: 0,
    refinanceEligible: true,
    isDisbursementAvailable: true,
    payable: true,
    openedDaysAgo: 120,
  },
  // P2 Ben Okafor: T1 title Open, 20 days late, minimum required $310.00, payoff $2,400.00, partial payment allowed.
  {
    key: 'T1',
    ...tlxe,
    brandCode: 'tmx',
    customerId: customerIdOf('P2'),
    storeId: PERSONA_STORES.chicagoTmx,
    productType: 'title',
    status: LoanStatus.Open,
    balance: { principal: 210_000, interest: 27_500, fees: 2_500 },
    minimumDueCents: 31_000,
    instalmentCents: 31_000,
    minimumRequiredCents: 31_000,
    productSwitchAmountDueCents: 31_000,
    minimumLoanAmountCents: 50_000,
    dueInDays: -20,
    daysLate: 20,
    partialPayConfirmViewable: true,
    payable: true,
    openedDaysAgo: 200,
    collateral: { year: 2018, make: 'Toyota', model: 'Camry', vin: '4T1B11HK5JU000218' },
  },
  // P2 Ben Okafor: A2 inl instalment PaidOff 40 days ago.
  {
    key: 'A2',
    ...tlxe,
    brandCode: 'inl',
    customerId: customerIdOf('P2'),
    storeId: PERSONA_STORES.chicagoInl,
    productType: 'instalment',
    status: LoanStatus.PaidOff,
    balance: { principal: 0, interest: 0, fees: 0 },
    instalmentCents: 10_000,
    dueInDays: -40,
    daysLate: 0,
    payable: false,
    openedDaysAgo: 400,
    paidOffDaysAgo: 40,
  },
  // P3 Carla Nguyen: L1 line of credit Open (NLS, chs), limit $1,500.00, balance $400.00, draw to debit card.
  {
    key: 'L1',
    loanSystem: 'NLS',
    brandCode: 'chs',
    customerId: customerIdOf('P3'),
    storeId: PERSONA_STORES.columbusChs,
    productType: 'lineOfCredit',
    status: LoanStatus.Open,
    balance: { principal: 36_000, interest: 3_200, fees: 800 },
    minimumDueCents: 5_000,
    instalmentCents: 5_000,
    minimumRequiredCents: 5_000,
    creditLimitCents: 150_000,
    dueInDays: 12,
    daysLate: 0,
    isDisbursementAvailable: true,
    payable: true,
    openedDaysAgo: 300,
  },
  // P5 Erin Walsh: S1 ChargedOff, balance $1,800.00 (settlement offer $900.00).
  {
    key: 'S1',
    ...tlxe,
    brandCode: 'inl',
    customerId: customerIdOf('P5'),
    storeId: PERSONA_STORES.chicagoInl,
    productType: 'instalment',
    status: LoanStatus.ChargedOff,
    balance: { principal: 150_000, interest: 24_000, fees: 6_000 },
    instalmentCents: 30_000,
    dueInDays: -150,
    daysLate: 150,
    payable: true,
    openedDaysAgo: 420,
  },
  // P9 Iris Cole: R1 title OutForRepo, 75 days late, reinstatement $640.00.
  {
    key: 'R1',
    ...tlxe,
    brandCode: 'tmx',
    customerId: customerIdOf('P9'),
    storeId: PERSONA_STORES.chicagoTmx,
    productType: 'title',
    status: LoanStatus.OutForRepo,
    balance: { principal: 160_000, interest: 21_000, fees: 4_000 },
    minimumDueCents: 64_000,
    instalmentCents: 64_000,
    minimumRequiredCents: 64_000,
    reinstatementCents: 64_000,
    dueInDays: -75,
    daysLate: 75,
    partialPayConfirmViewable: true,
    payable: true,
    openedDaysAgo: 260,
    collateral: { year: 2016, make: 'Ford', model: 'F-150', vin: '1FTEW1EF3GF000916' },
  },
  // P9 Iris Cole: R2 title Repossessed.
  {
    key: 'R2',
    ...tlxe,
    brandCode: 'tmx',
    customerId: customerIdOf('P9'),
    storeId: PERSONA_STORES.chicagoTmx,
    productType: 'title',
    status: LoanStatus.Repossessed,
    balance: { principal: 80_000, interest: 12_000, fees: 3_000 },
    instalmentCents: 25_000,
    dueInDays: -140,
    daysLate: 140,
    payable: false,
    openedDaysAgo: 380,
    collateral: { year: 2014, make: 'Nissan', model: 'Altima', vin: '1N4AL3AP8EC000414' },
  },
  // P9 Iris Cole: T2 title Open, 0 days late, payoff $1,300.00, renewable with cash back to her Visa debit (issue 49).
  {
    key: 'T2',
    ...tlxe,
    brandCode: 'tmx',
    customerId: customerIdOf('P9'),
    storeId: PERSONA_STORES.chicagoTmx,
    productType: 'title',
    status: LoanStatus.Open,
    balance: { principal: 120_000, interest: 9_000, fees: 1_000 },
    minimumDueCents: 18_000,
    instalmentCents: 18_000,
    minimumRequiredCents: 18_000,
    productSwitchAmountDueCents: 18_000,
    minimumLoanAmountCents: 50_000,
    dueInDays: 16,
    daysLate: 0,
    refinanceEligible: true,
    isDisbursementAvailable: true,
    payable: true,
    openedDaysAgo: 90,
    collateral: { year: 2019, make: 'Hyundai', model: 'Elantra', vin: '5NPD84LF1KH000319' },
  },
  // P8's unlinked TLXe record: 20341-001 instalment Open, inl.
  {
    key: 'H1',
    ...tlxe,
    brandCode: 'inl',
    customerId: UNLINKED_HANK_CUSTOMER_ID,
    storeId: PERSONA_STORES.chicagoInl,
    productType: 'instalment',
    status: LoanStatus.Open,
    balance: { principal: 70_000, interest: 8_500, fees: 1_500 },
    minimumDueCents: 14_500,
    instalmentCents: 14_500,
    minimumRequiredCents: 14_500,
    productSwitchAmountDueCents: 14_500,
    minimumLoanAmountCents: 30_000,
    dueInDays: 12,
    daysLate: 0,
    refinanceEligible: true,
    payable: true,
    openedDaysAgo: 60,
  },
];

/** The seeded loans with dates relative to `now` (America/Chicago). */
export function loanRows(now: Date): LoanRow[] {
  return LOAN_SEEDS.map(({ key, balance, dueInDays, openedDaysAgo, paidOffDaysAgo, ...rest }) => ({
    ...rest,
    id: loanIdOf(key),
    loanNumber: SEED_LOAN_NUMBERS[key],
    principalCents: balance.principal,
    interestCents: balance.interest,
    feesCents: balance.fees,
    annualRatePpb: rest.annualRatePpb ?? STANDARD_ANNUAL_RATE_PPB,
    accruedThrough: chicagoDate(now, 0),
    dueDate: chicagoDate(now, dueInDays),
    openedOn: chicagoDate(now, -openedDaysAgo),
    paidOffDate: paidOffDaysAgo === undefined ? null : chicagoDate(now, -paidOffDaysAgo),
    createdAt: now,
    updatedAt: now,
  }));
}
