/**
 * Spec §7 GET /addressPredictions (search, sessionToken) and GET /addressDetails (placeId, sessionToken): the address
 * type-ahead of CustomerProfile. A prediction's placeId is the provider's own, opaque; the details are one US
 * address as the profile's ZAddressSchema holds it. The session token groups one typing session's calls (a real
 * provider bills per session); the client makes a new one for each edit.
 */
import { z } from 'zod';

const sessionToken = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** `search` is checked by the domain's addressSearchIssue (3 to 100 characters) to answer with its code. */
export const ZAddressPredictionsQuerySchema = z.strictObject({
  search: z.string().max(200),
  sessionToken,
});
export type TAddressPredictionsQuery = z.infer<typeof ZAddressPredictionsQuerySchema>;

export const ZAddressPredictionSchema = z.object({ placeId: z.string(), description: z.string() });
export type TAddressPrediction = z.infer<typeof ZAddressPredictionSchema>;

export const ZAddressPredictionsResponseSchema = z.object({
  predictions: z.array(ZAddressPredictionSchema),
});
export type TAddressPredictionsResponse = z.infer<typeof ZAddressPredictionsResponseSchema>;

export const ZAddressDetailsQuerySchema = z.strictObject({
  placeId: z.string().min(1).max(200),
  sessionToken,
});
export type TAddressDetailsQuery = z.infer<typeof ZAddressDetailsQuerySchema>;

export const ZAddressDetailsResponseSchema = z.object({
  line1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type TAddressDetailsResponse = z.infer<typeof ZAddressDetailsResponseSchema>;
