/**
 * Referral rewards (spec §1, §3 Referral state, §4 Referral, §7 Referral and other): the referrer's
 * stats and balance, the balance history, shares, code scans, enrolment and the cash-out to a debit
 * card (messageKey at once, a job pays out, polled by key). Money in integer cents (`…Cents`).
 */
import { z } from 'zod';
import { ZServerAmountSchema } from '../payments/amount';
import { ZLastFourSchema } from '../payments/cards';

import { ZReferralShortCodeSchema } from './short-code';

export { ZReferralShortCodeSchema };

/** GET /referralStats: spec's peopleSignedUp, codesScanned, amountPerShare, and the Referral state the home screen shows. */
export const ZReferralStatsResponseSchema = z.object({
  peopleSignedUp: z.number().int().nonnegative(),
  codesScanned: z.number().int().nonnegative(),
  /** spec §9 amountPerShare, in dollars (50) */
  amountPerShare: z.number().int().nonnegative(),
  currentBalanceCents: z.number().int().nonnegative(),
  /** a cash-out is being paid: its amount is not in currentBalanceCents and another cannot start */
  pendingCashOut: z.boolean(),
  pendingCashOutCents: z.number().int().nonnegative(),
  /** the messageKey of the pending cash-out, to poll */
  pendingMessageKey: z.string().nullable(),
  referralUrl: z.string(),
  shortCode: ZReferralShortCodeSchema,
});
export type TReferralStatsResponse = z.infer<typeof ZReferralStatsResponseSchema>;

export const REFERRAL_ENTRY_KINDS = ['signup', 'cashOut'] as const;
/** One row of the balance history: +signup credit or −cash-out. */
export const ZReferralHistoryEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(REFERRAL_ENTRY_KINDS),
  /** signed: a credit is positive, a cash-out negative */
  amountCents: z.number().int(),
  /** ISO instant */
  createdAt: z.iso.datetime(),
  /** a signup credit: the referred person's first name only (null for credits older than the record) */
  referredFirstName: z.string().nullable(),
  /** a cash-out: the card's last 4 digits and the processor's reference */
  cardNumber: ZLastFourSchema.nullable(),
  reference: z.string().nullable(),
});
export type TReferralHistoryEntry = z.infer<typeof ZReferralHistoryEntrySchema>;

/** GET /referralBalanceHistory (behind the referralBalanceHistory flag: 404 when it is off). Newest first. */
export const ZReferralBalanceHistoryResponseSchema = z.object({
  currentBalanceCents: z.number().int().nonnegative(),
  history: z.array(ZReferralHistoryEntrySchema),
});
export type TReferralBalanceHistoryResponse = z.infer<typeof ZReferralBalanceHistoryResponseSchema>;

export const REFERRAL_SHARE_SOURCES = ['shareSheet', 'copyLink', 'qrCode'] as const;
const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();
/** POST /referralShare (spec §7: customer name, email, phone, store id, store name, source, shortCode). The code must be the caller's own. */
export const ZReferralShareRequestSchema = z.strictObject({
  shortCode: ZReferralShortCodeSchema,
  source: z.enum(REFERRAL_SHARE_SOURCES),
  customerName: optionalText(120),
  email: optionalText(254),
  phone: optionalText(20),
  storeId: z.number().int().positive().optional(),
  storeName: optionalText(120),
});
export type TReferralShareRequest = z.input<typeof ZReferralShareRequestSchema>;
export const ZReferralShareResponseSchema = z.object({ recorded: z.literal(true) });

/** POST /referralScans (no sign-in): someone opened a referral link or scanned its QR code. */
export const ZReferralScanRequestSchema = z.strictObject({ shortCode: ZReferralShortCodeSchema });
export const ZReferralScanResponseSchema = z.object({
  shortCode: ZReferralShortCodeSchema,
  referrerFirstName: z.string().nullable(),
});
export type TReferralScanResponse = z.infer<typeof ZReferralScanResponseSchema>;

/** POST /referralEnrolment (signed in, no body): a non-customer joins the programme when spec §4's enrolment rule allows. */
export const ZReferralEnrolmentResponseSchema = z.object({
  shortCode: ZReferralShortCodeSchema,
  referralUrl: z.string(),
});
export type TReferralEnrolmentResponse = z.infer<typeof ZReferralEnrolmentResponseSchema>;

/** What a payout needs and may be missing (ReferCompleteProfile asks for it). GET/PUT /referralProfile. */
export const ZReferralProfileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** 5-digit ZIP of the home address */
  zip: z.string().nullable(),
  /** what is missing before a cash-out may start */
  missing: z.array(z.enum(['firstName', 'lastName', 'zip'])),
});
export type TReferralProfile = z.infer<typeof ZReferralProfileSchema>;
const personName = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[\p{L}][\p{L}' .-]*$/u, 'must be letters, spaces, hyphens or apostrophes');
export const ZReferralProfileUpdateSchema = z.strictObject({
  firstName: personName,
  lastName: personName,
  zip: z.string().regex(/^\d{5}$/, 'must be 5 digits'),
});
export type TReferralProfileUpdate = z.infer<typeof ZReferralProfileUpdateSchema>;

/**
 * POST /cashOut (spec §7: card number and id): the card the caller's own completed hosted form
 * produced (its transactionUuid, from GET /cardFormKey?transactionType=cashOut) and the amount, at
 * most the balance. Answers messageKey at once (202); the same request again while it is paid
 * answers the same key; any other while one is pending is a 409.
 */
export const ZCashOutRequestSchema = z.strictObject({
  transactionUuid: z.uuid(),
  /** the card's last 4 digits, as shown on the review */
  cardNumber: ZLastFourSchema,
  amount: ZServerAmountSchema,
});
export type TCashOutRequest = z.input<typeof ZCashOutRequestSchema>;
export type TCashOutRequestParsed = z.output<typeof ZCashOutRequestSchema>;
export const ZCashOutStartResponseSchema = z.object({ messageKey: z.string() });
export type TCashOutStartResponse = z.infer<typeof ZCashOutStartResponseSchema>;

export const CASH_OUT_STATUSES = ['pending', 'paid', 'declined'] as const;
/** GET /cashOut?messageKey= */
export const ZCashOutStatusQuerySchema = z.strictObject({ messageKey: z.string().min(1).max(80) });
export const ZCashOutStatusResponseSchema = z.object({
  messageKey: z.string(),
  status: z.enum(CASH_OUT_STATUSES),
  amountCents: z.number().int().positive(),
  cardNumber: ZLastFourSchema,
  cardType: z.string(),
  /** the processor's disbursement reference, once paid (the lender's; the screens show confirmationNumber) */
  reference: z.string().nullable(),
  /** the cash-out's confirmation number (domain cashOutConfirmationNumber: 'RWD…'), once paid */
  confirmationNumber: z.string().nullable(),
  /** why the card refused the funds, once declined (the balance is intact) */
  declineReason: z.string().nullable(),
  currentBalanceCents: z.number().int().nonnegative(),
});
export type TCashOutStatusResponse = z.infer<typeof ZCashOutStatusResponseSchema>;
