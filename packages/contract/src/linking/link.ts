/**
 * Spec §5/§7 Account link: GET /customer links the matching unlinked customer record to the caller's
 * profile; POST/PUT/GET /replaceCustomer replaces the linked record after re-verification.
 * Wrong data (or a record linked to another profile) → 404 'No matching account was found.';
 * too many failed attempts → 429.
 */
import { z } from 'zod';

/** The verification fields of a link or replacement (spec §5: phone digits, DOB yyyymmdd). */
export const ZAccountVerificationSchema = z.strictObject({
  /** 10 digits, formatting stripped */
  phoneNumber: z.string().regex(/^\d{10}$/, { error: 'phoneNumber must be 10 digits' }),
  /** yyyymmdd */
  dateOfBirth: z.string().regex(/^\d{8}$/, { error: 'dateOfBirth must be yyyymmdd' }),
  /** ddd-dd-dddd or 9 digits */
  ssn: z.string().regex(/^(\d{3}-\d{2}-\d{4}|\d{9})$/, { error: 'ssn must be 9 digits' }),
  /** the loan number (spec §5 Loan number, e.g. 20341-001) */
  loanId: z.string().regex(/^\d{5}(?:-?\d)*$/, { error: 'loanId must be a loan number' }).max(40),
});
export type TAccountVerification = z.infer<typeof ZAccountVerificationSchema>;

/** GET /customer?phoneNumber=&dateOfBirth=&ssn=&loanId=&cognitoUserId= (cognitoUserId: the caller's profile id). */
export const ZLinkCustomerQuerySchema = ZAccountVerificationSchema.extend({ cognitoUserId: z.uuid() });
export type TLinkCustomerQuery = z.infer<typeof ZLinkCustomerQuerySchema>;

export const ZLinkedCustomerSchema = z.object({
  customerId: z.string(),
  customerIds: z.object({ NLS: z.string().nullable(), TLXe: z.string().nullable() }),
  customerName: z.string(),
  /** loan numbers of the record's loans */
  lmsIds: z.array(z.string()),
  brands: z.array(z.string()),
});
export type TLinkedCustomer = z.infer<typeof ZLinkedCustomerSchema>;

export const ZLinkCustomerResponseSchema = ZLinkedCustomerSchema.extend({ linked: z.literal(true) });
export type TLinkCustomerResponse = z.infer<typeof ZLinkCustomerResponseSchema>;

/** POST /replaceCustomer: verify another record; it becomes the pending replacement. */
export const ZReplaceCustomerRequestSchema = ZAccountVerificationSchema;
export type TReplaceCustomerRequest = TAccountVerification;

/** PUT /replaceCustomer: confirm (replace) or cancel the pending replacement. */
export const ZConfirmReplaceCustomerRequestSchema = z.strictObject({ requestId: z.uuid(), confirm: z.boolean() });
export type TConfirmReplaceCustomerRequest = z.infer<typeof ZConfirmReplaceCustomerRequestSchema>;

export const ZReplacementSchema = z.object({
  requestId: z.uuid(),
  current: ZLinkedCustomerSchema.nullable(),
  replacement: ZLinkedCustomerSchema,
  state: z.enum(['pending', 'completed', 'cancelled']),
  expiresAt: z.iso.datetime(),
});
export type TReplacement = z.infer<typeof ZReplacementSchema>;

/** GET /replaceCustomer: the pending replacement, or null. POST and PUT answer with the request. */
export const ZReplaceCustomerResponseSchema = z.object({ replacement: ZReplacementSchema.nullable() });
export type TReplaceCustomerResponse = z.infer<typeof ZReplaceCustomerResponseSchema>;
