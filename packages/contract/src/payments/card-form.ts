/** Spec §7: GET /cardFormKey, GET /cardSecureAcceptance, POST /cardLookup (the hosted card form). */
import { z } from 'zod';
import { ZCardTypeSchema, ZLastFourSchema } from './cards';

export const CARD_TRANSACTION_TYPES = ['payment', 'disburse', 'cashOut'] as const;
export const ZCardTransactionTypeSchema = z.enum(CARD_TRANSACTION_TYPES);

/** GET /cardFormKey?transactionType=payment&origin=https://app.example */
export const ZCardFormKeyQuerySchema = z.strictObject({
  transactionType: ZCardTransactionTypeSchema,
  /** the page origin the form reports back to (must be this app's own origin) */
  origin: z.url(),
});
export type TCardFormKeyQuery = z.infer<typeof ZCardFormKeyQuerySchema>;
export const ZCardFormKeyResponseSchema = z.object({
  transactionUuid: z.uuid(),
  /** the processor's hosted form, same origin, outside /api: load it in an iframe */
  formUrl: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TCardFormKeyResponse = z.infer<typeof ZCardFormKeyResponseSchema>;

/** GET /cardSecureAcceptance?transactionUuid= */
export const ZCardSecureAcceptanceQuerySchema = z.strictObject({ transactionUuid: z.uuid() });
export const ZCardSecureAcceptanceResponseSchema = z.object({
  paymentToken: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** last 4 digits */
  cardNumber: ZLastFourSchema,
  cardType: ZCardTypeSchema,
  /** a debit card that can receive funds (a cash-out or a disbursement needs it) */
  canDisburse: z.boolean(),
});
export type TCardSecureAcceptanceResponse = z.infer<typeof ZCardSecureAcceptanceResponseSchema>;

/** POST /cardLookup: what the processor knows of a BIN (first 8 digits). */
export const ZCardLookupRequestSchema = z.strictObject({
  cardBin: z.string().regex(/^\d{8}$/, 'cardBin must be the first 8 digits'),
});
export const ZCardLookupResponseSchema = z.object({
  cardBin: z.string(),
  cardType: ZCardTypeSchema.nullable(),
  fundingType: z.enum(['debit', 'credit']).nullable(),
  canDisburse: z.boolean(),
});
export type TCardLookupResponse = z.infer<typeof ZCardLookupResponseSchema>;
