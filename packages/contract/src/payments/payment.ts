/**
 * Spec §7 Payment: POST /payment → messageKey at once (a job authorizes the card and posts to the
 * loan system); GET /payment?key= → pending, the result, or Error; POST /paymentTimeout;
 * GET /nextBusinessDate; POST /sendConfirmation; the payment remote state.
 *
 * The server is the authority: it recomputes payoff/partial from the loan and rejects a payload
 * whose flags disagree. `cardNumber` is the last 4 digits only; `cvv` is checked and never kept.
 */
import { z } from 'zod';
import { PAYMENT_TYPE_CODES } from '@lender/domain';
import { ZCalendarDateSchema } from '../accounts/loan';
import { ZCardIdsSchema, ZCardTypeSchema, ZLastFourSchema } from './cards';
import { ZServerAmountSchema } from './amount';
import { ZRefinanceDetailsSchema, ZRenewalConfirmationSchema } from './refinance';

export const ZPaymentTypeSchema = z
  .number()
  .int()
  .refine(
    (value) => (PAYMENT_TYPE_CODES as number[]).includes(value),
    'paymentType must be 1, 2, 3 or 5',
  );

export const ZPaymentRequestSchema = z
  .strictObject({
    /** one per submit; the same key again returns the same messageKey and charges once */
    idempotencyKey: z.uuid(),
    loanId: z.uuid(),
    lmsId: z.string().min(1).max(40).optional(),
    /** '1,234.56' */
    paymentAmount: ZServerAmountSchema,
    /** spec paymentAmountType of the payment state: onlineProduct or other (minimum/payoff choices send onlineProduct) */
    paymentAmountType: z.enum(['onlineProduct', 'other']).default('other'),
    paymentType: ZPaymentTypeSchema.default(2),
    paymentCardToken: z.string().min(8).max(128),
    paymentCardIds: ZCardIdsSchema,
    cardHolderName: z.string().trim().min(1).max(100),
    cardNumber: ZLastFourSchema,
    cardType: ZCardTypeSchema.optional(),
    /** 3 or 4 digits, checked and discarded */
    cvv: z
      .string()
      .regex(/^\d{3,4}$/, 'cvv must be 3 or 4 digits')
      .optional(),
    isPayoff: z.boolean().default(false),
    isPartial: z.boolean().default(false),
    /** a renewal (spec §4 Refinance eligibility): the amount is paid and the rest becomes a new loan; needs `refinance` */
    isRefi: z.boolean().default(false),
    refinance: ZRefinanceDetailsSchema.optional(),
    guestPayment: z.boolean().default(false),
    /** keep a guest card after the payment (payment state saveGuestCard) */
    saveGuestCard: z.boolean().default(false),
    email: z.email().max(254).optional(),
    phoneNumber: z
      .string()
      .regex(/^\d{10}$/, 'phoneNumber must be 10 digits')
      .optional(),
    customerName: z.string().max(120).optional(),
    customerId: z.string().max(40).optional(),
    storeId: z.number().int().positive().optional(),
    storePhoneNumber: z.string().max(20).optional(),
    productBrand: z.string().max(40).optional(),
    collateralYear: z.number().int().optional(),
    collateralMake: z.string().max(60).optional(),
    collateralModel: z.string().max(60).optional(),
    paymentDueDate: ZCalendarDateSchema.optional(),
    intentId: z.string().max(64).nullable().optional(),
    migrateProduct: z.boolean().optional(),
    disburseCardIds: ZCardIdsSchema.optional(),
    disbursementAmount: ZServerAmountSchema.optional(),
    disbursementType: z.number().int().optional(),
    autoPay: z.boolean().optional(),
    riskCheck: z.boolean().optional(),
    ofrPaymentValue: ZServerAmountSchema.optional(),
    username: z.string().max(254).optional(),
    /** the payer's position, when the payment's location check (gpsCheckPayment) asked for it; a renewal's is in `refinance` */
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .refine((body) => body.isRefi === (body.refinance !== undefined), {
    message: 'refinance is required with isRefi true, and only then',
    path: ['refinance'],
  })
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    message: 'latitude and longitude go together',
    path: ['longitude'],
  });
export type TPaymentRequest = z.input<typeof ZPaymentRequestSchema>;
export type TPaymentRequestParsed = z.output<typeof ZPaymentRequestSchema>;

export const ZPaymentStartResponseSchema = z.object({ messageKey: z.string() });
export type TPaymentStartResponse = z.infer<typeof ZPaymentStartResponseSchema>;

/** Spec §3 Payment confirmation. */
export const ZPaymentConfirmationSchema = z.object({
  profileId: z.uuid(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  cardHolderName: z.string(),
  customerName: z.string(),
  confirmationNumber: z.string(),
  amountPaidCents: z.number().int().positive(),
  /** business date the payment was posted, 'YYYY-MM-DD' */
  paymentDate: ZCalendarDateSchema,
  /** last 4 digits */
  cardNumber: ZLastFourSchema,
  cardType: z.string(),
  isRefi: z.boolean(),
  isPayoff: z.boolean(),
  isPartial: z.boolean(),
  loanId: z.uuid(),
  lmsId: z.string(),
  storePhoneNumber: z.string(),
  productBrand: z.string(),
  collateralYear: z.number().int().nullable(),
  collateralMake: z.string().nullable(),
  collateralModel: z.string().nullable(),
  /** the loan's next due date after the payment (null once paid off) */
  paymentDueDate: ZCalendarDateSchema.nullable(),
  /** the payoff left after the payment */
  remainingPayoffCents: z.number().int().nonnegative(),
  /** what is left of the loan's signed settlement after the payment (0: the loan is settled); null when no signed settlement governs the loan (decision 045) */
  settlementRemainingCents: z.number().int().nonnegative().nullable(),
  /** the payment brought a loan out for repossession current: the repossession stopped (as the ledger posted it) */
  reinstated: z.boolean(),
  /** a renewal's new loan (spec §3 Payment confirmation: newLoanId, newLoanDueDate, newPrincipalBalance); null for a plain payment */
  renewal: ZRenewalConfirmationSchema.nullable(),
});
export type TPaymentConfirmation = z.infer<typeof ZPaymentConfirmationSchema>;

/**
 * GET /payment?key=: pending true while the job runs; then either confirmationNumber (+ newLoanId,
 * null for a plain payment, and the confirmation) or Error (a string, or a list the app joins
 * with blank lines) — spec §4 Payment, §8 Payment submit.
 */
export const ZPaymentStatusQuerySchema = z.strictObject({ key: z.string().min(1).max(80) });
export const ZPaymentStatusResponseSchema = z.object({
  messageKey: z.string(),
  pending: z.boolean(),
  confirmationNumber: z.string().nullable(),
  newLoanId: z.uuid().nullable(),
  Error: z.union([z.string(), z.array(z.string())]).nullable(),
  confirmation: ZPaymentConfirmationSchema.nullable(),
});
export type TPaymentStatusResponse = z.infer<typeof ZPaymentStatusResponseSchema>;

/**
 * GET /paymentReceipt?key=[&download=true]: a finished payment's receipt as a PDF (Content-Type application/pdf;
 * Content-Disposition inline, or attachment with download=true), in the request's language; reachable by whoever may
 * read GET /payment?key= (404 otherwise), 409 while the payment is not posted.
 */
export const ZPaymentReceiptQuerySchema = z.strictObject({
  key: z.string().min(1).max(80),
  download: z.stringbool().optional(),
});
export type TPaymentReceiptQuery = z.input<typeof ZPaymentReceiptQuerySchema>;
export const PAYMENT_RECEIPT_CONTENT_TYPE = 'application/pdf';

/** POST /paymentTimeout: the app stopped waiting; the job still finishes and the receipt is sent then. */
export const ZPaymentTimeoutRequestSchema = z.strictObject({
  messageKey: z.string().min(1).max(80),
});
export const ZPaymentTimeoutResponseSchema = z.object({
  messageKey: z.string(),
  pending: z.boolean(),
  receiptWhenDone: z.boolean(),
});

/** GET /nextBusinessDate?lmsId= */
export const ZNextBusinessDateQuerySchema = z.strictObject({ lmsId: z.string().min(1).max(40) });
export const ZNextBusinessDateResponseSchema = z.object({
  businessDate: ZCalendarDateSchema,
  /** the date a payment made now posts (paymentPostingDate: today before the cut-off on a business day, else the next business day) */
  postingDate: ZCalendarDateSchema,
});

/** POST /sendConfirmation: the receipt of a finished payment by email or SMS (exactly one). */
export const ZSendConfirmationRequestSchema = z
  .strictObject({
    messageKey: z.string().min(1).max(80),
    email: z.email().max(254).optional(),
    phoneNumber: z
      .string()
      .regex(/^\d{10}$/, 'phoneNumber must be 10 digits')
      .optional(),
  })
  .refine((body) => (body.email === undefined) !== (body.phoneNumber === undefined), {
    message: 'Give an email or a phone number',
    path: ['email'],
  });
export const ZSendConfirmationResponseSchema = z.object({
  sent: z.literal(true),
  channel: z.enum(['email', 'sms']),
});

/** POST /paymentRemoteState: the encoded payment state and route; an empty state clears it. */
export const ZPaymentRemoteStateRequestSchema = z.strictObject({
  username: z.string().min(1).max(254),
  state: z.string().max(20_000),
  route: z.string().max(500),
});
export const ZPaymentRemoteStateResponseSchema = z.object({
  state: z.string().nullable(),
  route: z.string().nullable(),
});
export type TPaymentRemoteState = z.infer<typeof ZPaymentRemoteStateResponseSchema>;
