/**
 * Spec §5/§7 Account link: GET /customer links the matching unlinked customer record to the caller's
 * profile; POST/PUT/GET /replaceCustomer replaces the linked record after re-verification.
 * Wrong data (or a record linked to another profile) → 404 'No matching account was found.';
 * too many failed attempts → 429.
 */
import { z } from 'zod';
import {
  formatSsn,
  isValidLoanNumber,
  isValidPhone,
  isValidSsn,
  parseIsoDate,
} from '@lender/domain';

/**
 * The verification fields of a link or replacement (spec §5: phone digits, DOB yyyymmdd), checked
 * with the same domain rules the web form uses, so the server refuses what the form refuses.
 */
export const ZAccountVerificationSchema = z.strictObject({
  /** 10 digits, formatting stripped; US area code 2–9 */
  phoneNumber: z
    .string()
    .refine(isValidPhone, { error: 'phoneNumber must be a 10-digit US phone number' }),
  /** yyyymmdd, a real calendar date */
  dateOfBirth: z
    .string()
    .refine(
      (v) =>
        /^\d{8}$/.test(v) &&
        parseIsoDate(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6)}`) !== null,
      {
        error: 'dateOfBirth must be a date written yyyymmdd',
      },
    ),
  /** ddd-dd-dddd or 9 digits, a valid SSN (spec §5) */
  ssn: z
    .string()
    .refine((v) => isValidSsn(formatSsn(v) ?? ''), { error: 'ssn must be a valid SSN' }),
  /** the loan number (spec §5 Loan number, e.g. 20341-001) */
  loanId: z.string().max(40).refine(isValidLoanNumber, { error: 'loanId must be a loan number' }),
});
export type TAccountVerification = z.infer<typeof ZAccountVerificationSchema>;

/**
 * POST /customer { phoneNumber, dateOfBirth, ssn, loanId, cognitoUserId } (cognitoUserId: the caller's
 * profile id). Identity data travels in the body, never in a URL (DESIGN §6).
 */
export const ZLinkCustomerRequestSchema = ZAccountVerificationSchema.extend({
  cognitoUserId: z.uuid(),
});
export type TLinkCustomerRequest = z.infer<typeof ZLinkCustomerRequestSchema>;

/**
 * Deprecated: GET /customer?phoneNumber=&dateOfBirth=&ssn=&loanId=&cognitoUserId= (spec §7), kept for a
 * deprecation period; the same fields as POST /customer, in the query string.
 */
export const ZLinkCustomerQuerySchema = ZLinkCustomerRequestSchema;
export type TLinkCustomerQuery = TLinkCustomerRequest;

export const ZLinkedCustomerSchema = z.object({
  customerId: z.string(),
  customerIds: z.object({ NLS: z.string().nullable(), TLXe: z.string().nullable() }),
  customerName: z.string(),
  /** loan numbers of the record's loans */
  lmsIds: z.array(z.string()),
  brands: z.array(z.string()),
});
export type TLinkedCustomer = z.infer<typeof ZLinkedCustomerSchema>;

export const ZLinkCustomerResponseSchema = ZLinkedCustomerSchema.extend({
  linked: z.literal(true),
});
export type TLinkCustomerResponse = z.infer<typeof ZLinkCustomerResponseSchema>;

/** POST /replaceCustomer: verify another record; it becomes the pending replacement. */
export const ZReplaceCustomerRequestSchema = ZAccountVerificationSchema;
export type TReplaceCustomerRequest = TAccountVerification;

/** PUT /replaceCustomer: confirm (replace) or cancel the pending replacement. */
export const ZConfirmReplaceCustomerRequestSchema = z.strictObject({
  requestId: z.uuid(),
  confirm: z.boolean(),
});
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
export const ZReplaceCustomerResponseSchema = z.object({
  replacement: ZReplacementSchema.nullable(),
});
export type TReplaceCustomerResponse = z.infer<typeof ZReplaceCustomerResponseSchema>;
