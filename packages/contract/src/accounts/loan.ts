/**
 * The Loan of spec §3 as the API returns it (GET /accounts, GET /accountdetail).
 *
 * MONEY: every amount is an integer number of cents in a field named `…Cents`
 * (payoffAmountCents: 125000 is $1,250.00). No amount of this API is a decimal or a string;
 * the web app formats cents at the edge.
 *
 * Ids: loanId is the loan's uuid (what every loan call takes); lmsId is the loan number of its loan
 * system ('10001-001'); loanHdr (spec loanHeader/loanHdr) is the loan system's loan header, equal to
 * lmsId. Customer ids are the loan system's ids: TLXe 'T…', NLS 'N…'.
 * Dates are calendar dates 'YYYY-MM-DD' (business time zone America/Chicago).
 */
import { z } from 'zod';
import { LOAN_STATUS_GROUPS } from '@lender/domain';
import { ZBrandCodeSchema } from '../config/brand-code';

export const ZLoanSystemSchema = z.enum(['NLS', 'TLXe']);
export type TLoanSystem = z.infer<typeof ZLoanSystemSchema>;

export const ZProductTypeSchema = z.enum(['instalment', 'title', 'lineOfCredit', 'shortTerm']);
export type TProductType = z.infer<typeof ZProductTypeSchema>;

export const ZLoanStatusGroupSchema = z.enum(LOAN_STATUS_GROUPS);

export const CALENDAR_DATE_RANGE_MESSAGE = 'must be a date from 1900 to 2999';

/**
 * A calendar date 'YYYY-MM-DD', in the years a loan, a payment, an appointment or a reminder can have: the ISO format
 * alone allows year 0000, which PostgreSQL has no date for (a 500 once it reached a query).
 */
export const ZCalendarDateSchema = z.iso
  .date()
  .refine((date) => date >= '1900-01-01' && date <= '2999-12-31', CALENDAR_DATE_RANGE_MESSAGE);
/** Integer cents, never negative. */
export const ZCentsSchema = z.number().int().nonnegative();

export const ZCollateralDetailSchema = z.object({
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
});
export type TCollateralDetail = z.infer<typeof ZCollateralDetailSchema>;

/** Spec §3 Loan validations. */
export const ZLoanValidationsSchema = z.object({
  isDisbursementAvailable: z.boolean(),
  guestFeatures: z.object({ guestRefinanceEnabled: z.boolean() }),
  partialPayConfirmViewable: z.boolean(),
  isOfrReinstateAmount: z.boolean(),
  isInOfrStatus: z.boolean(),
  skipAutoPayConfirm: z.boolean(),
});
export type TLoanValidations = z.infer<typeof ZLoanValidationsSchema>;

export const ZLoanSchema = z.object({
  loanId: z.uuid(),
  /** spec loanHeader/loanHdr: the loan system's loan header (equal to lmsId) */
  loanHdr: z.string(),
  lmsId: z.string(),
  loanSystem: ZLoanSystemSchema,
  storeId: z.number().int(),
  /** 1 instalment, 2 title, 3 line of credit, 4 short term */
  productId: z.number().int(),
  productType: ZProductTypeSchema,
  /** spec brand/brandName: the brand code, as GET /accounts?brandName= takes it */
  brandName: ZBrandCodeSchema,
  brandDisplayName: z.string(),
  /** spec §4 numeric status, its spec name ('Open', 'PaidOff', … or 'Unknown') and display group */
  status: z.number().int(),
  statusName: z.string(),
  statusGroup: ZLoanStatusGroupSchema,
  paidOff: z.boolean(),
  paidOffDate: ZCalendarDateSchema.nullable(),
  payable: z.boolean(),
  refinanceEligible: z.boolean(),
  useRefiTerm: z.boolean(),
  /** the co-signer's loan-system customer id, null without a co-signer */
  cosignerId: z.string().nullable(),
  /** the other party's name: the primary borrower for the co-signer, the co-signer for the borrower */
  alternateName: z.string().nullable(),
  /** the other party's customer record is linked to a sign-in profile */
  alternateLinked: z.boolean(),
  /** the caller is the co-signer (alternate party) of this loan */
  isAlternate: z.boolean(),
  payoffAmountCents: ZCentsSchema,
  balanceCents: ZCentsSchema,
  minimumLoanAmountCents: ZCentsSchema,
  minimumAmountDueCents: ZCentsSchema,
  productSwitchAmountDueCents: ZCentsSchema,
  minimumRequiredAmountCents: ZCentsSchema,
  creditLimitCents: ZCentsSchema.nullable(),
  reinstatementAmountCents: ZCentsSchema.nullable(),
  daysLate: z.number().int().nonnegative(),
  isPastDue: z.boolean(),
  /** days late exceed pastDuePhoneDayLimit (spec §9): show the store-call prompt */
  needsStoreCall: z.boolean(),
  dueDate: ZCalendarDateSchema,
  intentId: z.string().nullable(),
  suretyBond: z.boolean(),
  collateralDetail: ZCollateralDetailSchema.nullable(),
  storePhoneNumber: z.string(),
  /** two-letter state of the loan's store */
  localStoreState: z.string(),
  /** city of the loan's store: with the state, its time zone (El Paso, TX keeps Mountain time; decision 052) */
  localStoreCity: z.string(),
  validations: ZLoanValidationsSchema,
  /** spec canAutoPay: the caller may enrol this loan in auto-pay (domain autoPayLoanRefusal, decision 056) */
  canAutoPay: z.boolean().optional(),
});
export type TLoan = z.infer<typeof ZLoanSchema>;
