/**
 * Refinance and renewal (spec §2 Payment group, §3 Payment state refinance/ancillary/auto-pay, Payment confirmation
 * new loan, §4 Refinance eligibility, §7 refiallowedstatus, ancillaryProducts, cancelrefinance, loanSigning;
 * decision 026). A renewal is POST /payment with isRefi true and `refinance` details: the disclosure envelope the
 * borrower signed first (POST /loanSigning documentType 'refinanceDisclosure' with the amount), the ancillary
 * products chosen, auto-pay, and the position of the location step. The job charges the card and, in one
 * transaction, pays the old loan, closes it as Refinance (22) and opens the new loan; GET /payment answers its
 * newLoanId. POST /cancelrefinance voids it the same day while the new loan has no activity.
 * Money in integer cents (`…Cents`).
 */
import { z } from 'zod';
import { ZCalendarDateSchema, ZCentsSchema } from '../accounts/loan';
import { ZCardIdsSchema, ZLastFourSchema } from './cards';

/** POST /payment `refinance` (required when isRefi is true, refused otherwise). */
export const ZRefinanceDetailsSchema = z.strictObject({
  /** the refinance disclosure the borrower signed for this loan and amount */
  disclosureEnvelopeId: z.uuid(),
  /** the ancillary products chosen (GET /ancillaryProducts productId); the required ones must be among them */
  ancillaryProductIds: z.array(z.string().min(1).max(40)).max(10).default([]),
  /** enrol the new loan in auto-pay (spec payment autoPay); with the paying card unless another is named */
  autoPayCardToken: z.string().min(8).max(128).optional(),
  autoPayCardIds: ZCardIdsSchema.optional(),
  /** the location step's position (spec §6 GPS flags for refinance); not kept */
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export type TRefinanceDetails = z.input<typeof ZRefinanceDetailsSchema>;

/** GET /refiallowedstatus?loanId=&latitude=&longitude=: the location check of a refinance (spec §7). */
export const ZRefiAllowedStatusQuerySchema = z.strictObject({
  loanId: z.uuid(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});
export const ZRefiAllowedStatusResponseSchema = z.object({
  loanId: z.uuid(),
  /** the position may refinance this loan (or no check applies) */
  allowed: z.boolean(),
  /** why not: a location code, or null */
  refusal: z.enum(['locationRequired', 'outOfStoreState']).nullable(),
  /** the loan's store state, 2 letters */
  storeState: z.string(),
  /** the loan's store, as the borrower knows it, and its city (an out-of-state refusal names them) */
  storeName: z.string(),
  storeCity: z.string(),
  /** the state the position is in, 2 letters (null: no position, or outside the states) */
  positionState: z.string().nullable(),
  /** the store's state asks for the borrower's consent before a refinance */
  consentRequired: z.boolean(),
  /** the borrower gave that consent for this loan today */
  consented: z.boolean(),
});
export type TRefiAllowedStatus = z.infer<typeof ZRefiAllowedStatusResponseSchema>;

/** POST /refiallowedstatus: the restricted-state consent (spec §7: loanId, UTC timestamp, didConsent, lmsId, state, storeId, transactionType). */
export const ZRefiConsentRequestSchema = z.strictObject({
  loanId: z.uuid(),
  lmsId: z.string().min(1).max(40),
  /** when the borrower answered, UTC ISO */
  timestamp: z.iso.datetime(),
  didConsent: z.boolean(),
  /** the state abbreviation; must be the loan's store state */
  state: z.string().regex(/^[A-Z]{2}$/, 'state must be 2 capital letters'),
  storeId: z.number().int().positive(),
  transactionType: z.enum(['refinance']),
});
export type TRefiConsentRequest = z.input<typeof ZRefiConsentRequestSchema>;
export const ZRefiConsentResponseSchema = z.object({
  recorded: z.literal(true),
  consentId: z.uuid(),
  didConsent: z.boolean(),
});

/** GET /ancillaryProducts?loanId=&amount=&productId=&storeId= (spec §7; amount in cents here). */
export const ZAncillaryProductsQuerySchema = z.strictObject({
  loanId: z.uuid(),
  amount: z.coerce.number().int().nonnegative(),
  productId: z.coerce.number().int().positive(),
  storeId: z.coerce.number().int().positive(),
});
export const ZAncillaryProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  /** per month */
  priceCents: z.number().int().nonnegative(),
  /** the product must be chosen to refinance this loan (spec "required text") */
  required: z.boolean(),
  requiredText: z.string().nullable(),
});
export type TAncillaryProduct = z.infer<typeof ZAncillaryProductSchema>;
export const ZAncillaryProductsResponseSchema = z.object({
  products: z.array(ZAncillaryProductSchema),
  /** the text the borrower confirms on AncillaryProductsConfirm */
  confirmText: z.string(),
  /** products the store must set up in person (ProductSwitchAppointment) */
  missingProducts: z.array(z.string()),
  showAppointmentLink: z.boolean(),
});
export type TAncillaryProducts = z.infer<typeof ZAncillaryProductsResponseSchema>;

/** Spec §3 Payment state autoPay. */
export const ZAutoPaySchema = z.object({
  loanId: z.uuid(),
  enrolled: z.boolean(),
  /** 'card' while enrolled, else null */
  method: z.enum(['card']).nullable(),
  methodId: z.string().nullable(),
  methodCardType: z.string().nullable(),
  methodDisplayNumber: ZLastFourSchema.nullable(),
  methodExpirationMonth: z.number().int().nullable(),
  methodExpirationYear: z.number().int().nullable(),
  /** spec canAutoPay: the caller may enrol this loan (domain autoPayLoanRefusal); absent from older answers */
  canAutoPay: z.boolean().optional(),
  /** why not, as the domain's code with its parameters (the web translates it); null when it may */
  refusal: z
    .object({ code: z.string(), params: z.record(z.string(), z.string()) })
    .nullable()
    .optional(),
  /** what the next due date's auto-payment charges, and when (domain autoPayAmountCents) */
  nextCharge: z
    .object({ dueDate: ZCalendarDateSchema, amountCents: ZCentsSchema })
    .nullable()
    .optional(),
  /**
   * The loan's latest due-date charge (decision 056): charged (its payment pending, posted or failed: declined, `reason` the processor's) or skipped
   * (nothing charged: `reason` is the rule's code). null when auto-pay never charged this loan.
   */
  lastCharge: z
    .object({
      dueDate: ZCalendarDateSchema,
      status: z.enum(['pending', 'posted', 'failed', 'skipped']),
      amountCents: ZCentsSchema.nullable(),
      cardLast4: ZLastFourSchema.nullable(),
      reason: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type TAutoPay = z.infer<typeof ZAutoPaySchema>;
/** GET /autoPay?loanId= */
export const ZAutoPayQuerySchema = z.strictObject({ loanId: z.uuid() });
/** PUT /autoPay: enrol (with a card the caller owns and that is not expired) or leave auto-pay. */
export const ZAutoPayUpdateRequestSchema = z.strictObject({
  loanId: z.uuid(),
  enrolled: z.boolean(),
  paymentCardToken: z.string().min(8).max(128).optional(),
  paymentCardIds: ZCardIdsSchema.optional(),
});

/** POST /cancelrefinance (spec §7; the cancel-renewal call): void a renewal the same business day while its new loan has no activity. */
export const ZCancelRefinanceRequestSchema = z.strictObject({
  /** the renewal's new loan */
  newLoanId: z.uuid(),
  cancelReason: z.string().trim().max(200).optional(),
});
export const ZCancelRefinanceResponseSchema = z.object({
  cancelled: z.literal(true),
  oldLoanId: z.uuid(),
  newLoanId: z.uuid(),
  /** what the renewal charged, returned to the card (0: nothing was paid) */
  amountPaidCents: z.number().int().nonnegative(),
  cardNumber: ZLastFourSchema.nullable(),
  /** the old loan's payoff, restored */
  restoredPayoffCents: z.number().int().nonnegative(),
  confirmationNumber: z.string().nullable(),
  /** the renewal payment's messageKey (ConfirmPayment reads it) */
  messageKey: z.string().nullable(),
  /** a cash out the renewal had sent to the card, now owed on the restored old loan (decision 057); 0: none */
  cashOutOwedCents: z.number().int().nonnegative().default(0),
});
export type TCancelRefinanceResponse = z.infer<typeof ZCancelRefinanceResponseSchema>;

/** A renewal's cash out (decision 057): the amount, the card, where the push stands and its confirmation number. */
export const ZRenewalCashOutSchema = z.object({
  disbursementAmountCents: z.number().int().positive(),
  /** pay method 16 (debit card) */
  disbursementType: z.number().int(),
  cardNumber: ZLastFourSchema,
  cardType: z.string(),
  /** sending: not pushed yet; sent; declined: the card refused it (the new loan was lowered by it); cancelled: the renewal was cancelled before it was sent; owed: cancelled after, the amount owed on the old loan */
  status: z.enum(['sending', 'sent', 'declined', 'cancelled', 'owed']),
  confirmationNumber: z.string(),
});
export type TRenewalCashOut = z.infer<typeof ZRenewalCashOutSchema>;

/** The renewal part of a payment confirmation (spec §3 Payment confirmation: new loan), null for a plain payment. */
export const ZRenewalConfirmationSchema = z.object({
  newLoanId: z.uuid(),
  newLoanLmsId: z.string(),
  newLoanDueDate: ZCalendarDateSchema,
  newPrincipalBalanceCents: z.number().int().nonnegative(),
  /** the new loan's payoff the day it opened: its principal (decision 050: the charge accrues by the day to its due date) */
  newPayoffCents: z.number().int().nonnegative(),
  autoPayEnrolled: z.boolean(),
  ancillaryProductIds: z.array(z.string()),
  /** cancelled since (CancelRenewal) */
  cancelled: z.boolean(),
  /** the money the renewal paid out to the borrower's card (spec §3 Payment confirmation: disbursement; decision 057); null: none */
  cashOut: ZRenewalCashOutSchema.nullable().default(null),
});
export type TRenewalConfirmation = z.infer<typeof ZRenewalConfirmationSchema>;
