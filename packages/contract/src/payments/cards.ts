/**
 * Spec §7 Cards and the hosted card form. A card number is typed only into the card processor's
 * hosted form (served by the processor on its own path, never under /api); the app gets back a
 * bridge token (the form's transactionUuid) and from it the processor's paymentToken. No call of
 * this API takes or returns a full card number or a CVV: `cardNumber` is always the last 4 digits.
 */
import { z } from 'zod';
import { CARD_PROCESSOR_TYPE_CODES } from '@lender/domain';
import { ZCardIdSchema } from '../auth/registration';
import { CARD_TYPES } from './card-types';

export const ZCardTypeSchema = z.enum(CARD_TYPES);
export type TCardType = z.infer<typeof ZCardTypeSchema>;

/** Spec §3: a card id per loan system; two cards are equal only if every type's id matches. */
export type TCardId = z.infer<typeof ZCardIdSchema>;
export const ZCardIdsSchema = z.array(ZCardIdSchema).min(1).max(4);

/** The last 4 digits of a card number: the only form of it the API accepts or returns. */
export const ZLastFourSchema = z
  .string()
  .regex(/^\d{4}$/, 'Only the last 4 digits of a card number are accepted');

export const ZPaymentCardSchema = z.object({
  /** the card processor's token (spec cardToken); what POST /payment takes as paymentCardToken */
  cardToken: z.string(),
  cardIds: z.array(ZCardIdSchema),
  /** last 4 digits */
  cardNumber: ZLastFourSchema,
  cardType: ZCardTypeSchema,
  fundingType: z.enum(['debit', 'credit']),
  cardholderName: z.string(),
  /** our customers record id of the owner (null for a guest card) */
  customerId: z.string().nullable(),
  /** the owner's loan-system customer ids */
  customerIds: z.array(z.string()),
  /** 1–12 */
  expirationMonth: z.number().int().min(1).max(12),
  /** four digits */
  expirationYear: z.number().int().min(2000).max(2199),
  guestCard: z.boolean(),
  /** added in this session (POST /cards answered it) */
  newCard: z.boolean(),
  canDisburse: z.boolean(),
  /** first 8 digits */
  cardBin: z.string().regex(/^\d{8}$/),
});
export type TPaymentCard = z.infer<typeof ZPaymentCardSchema>;

export const ZCardValidationSchema = z.object({
  /** the caller may add another card of this use */
  allowed: z.boolean(),
  maxCardLimit: z.number().int().positive(),
});
export const ZCardValidationsSchema = z.object({
  payment: ZCardValidationSchema,
  disburse: ZCardValidationSchema,
});
export type TCardValidations = z.infer<typeof ZCardValidationsSchema>;

export const ZProcessorTypeSchema = z.coerce
  .number()
  .int()
  .refine(
    (value) => (CARD_PROCESSOR_TYPE_CODES as number[]).includes(value),
    'processorType must be 1 to 5',
  );

/** GET /cards?processorType=1 */
export const ZCardsQuerySchema = z.strictObject({ processorType: ZProcessorTypeSchema.default(1) });
export const ZCardsResponseSchema = z.object({
  cards: z.array(ZPaymentCardSchema),
  validations: ZCardValidationsSchema,
});
export type TCardsResponse = z.infer<typeof ZCardsResponseSchema>;

/** POST /cards: save false keeps it as a guest card (removed after the payment). */
export const ZAddCardRequestSchema = z.strictObject({
  save: z.boolean(),
  /** the hosted form's transactionUuid */
  bridgeToken: z.uuid(),
  processorType: ZProcessorTypeSchema.default(1),
});
export type TAddCardRequest = z.input<typeof ZAddCardRequestSchema>;
export const ZCardResponseSchema = z.object({ card: ZPaymentCardSchema });
export type TCardResponse = z.infer<typeof ZCardResponseSchema>;

/** PUT /cards: set the guest flag of one of the caller's cards (guestCard false = keep it saved). */
export const ZUpdateCardRequestSchema = z.strictObject({
  cardIds: ZCardIdsSchema,
  guestCard: z.boolean(),
});
export type TUpdateCardRequest = z.infer<typeof ZUpdateCardRequestSchema>;

/** DELETE /cards (JSON body): remove one of the caller's cards. */
export const ZDeleteCardRequestSchema = z.strictObject({ cardIds: ZCardIdsSchema });
export type TDeleteCardRequest = z.infer<typeof ZDeleteCardRequestSchema>;
export const ZDeleteCardResponseSchema = z.object({ removed: z.literal(true) });

/**
 * Card add/remove error names (spec §8), sent as `errorCode` with the matching status:
 * 500 InternalErrorException, 429 TooManyRequestsException, 403 AccessDeniedException,
 * 503 ServiceUnavailableException, 504 RequestTimeoutException, 400 LimitExceededException (maxCardLimit).
 */
export const CARD_ERROR_CODES = [
  'InternalErrorException',
  'TooManyRequestsException',
  'LimitExceededException',
  'AccessDeniedException',
  'ServiceUnavailableException',
  'RequestTimeoutException',
  /** a card added to receive funds (a disburse form) that cannot: a credit card */
  'CardCannotReceiveFunds',
  /** a card added to receive funds (a disburse form) over the disburse card limit (spec §9: 5), 400 */
  'DisburseCardLimitExceeded',
] as const;
export type TCardErrorCode = (typeof CARD_ERROR_CODES)[number];
