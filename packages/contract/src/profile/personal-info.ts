/** Spec §7 GET /personalInfo and POST /customerinfo (spec §3 Customer: names and contact, addresses, banking, communicationSettings). */
import { z } from 'zod';
import { COMMUNICATION_PREFERENCE_CODES } from '@lender/domain';

/** control characters are refused for every request body already (common/control-characters.ts) */
const shortText = (max: number) => z.string().max(max);

export const ZAddressSchema = z.strictObject({
  line1: shortText(100),
  line2: shortText(100).optional(),
  city: shortText(60),
  /** two-letter US state code */
  state: z.string().max(2),
  zip: z.string().max(10),
});
export type TAddress = z.infer<typeof ZAddressSchema>;

/** email 0, text 1, both 2; voice: calls with a recorded message besides text where the flag allows. */
export const ZCommunicationSettingsSchema = z.strictObject({
  preference: z.union(COMMUNICATION_PREFERENCE_CODES.map((code) => z.literal(code))),
  voice: z.boolean(),
});
export type TCommunicationSettings = z.infer<typeof ZCommunicationSettingsSchema>;

/** One bank account as shown: the account number masked to its last 4. */
export const ZBankAccountViewSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  routingNumber: z.string(),
  /** ••••1234 */
  accountNumber: z.string(),
  primary: z.boolean(),
});
export type TBankAccountView = z.infer<typeof ZBankAccountViewSchema>;

/**
 * GET /personalInfo?lmsId=&loanId=: the caller's own customer record — as a party of the loan when a loanId is
 * given (a loan they do not reach is a 404; lmsId, the loan's number, checked with it), else as their profile
 * (CustomerProfile).
 */
export const ZPersonalInfoQuerySchema = z.strictObject({
  loanId: z.uuid().optional(),
  lmsId: z.string().min(1).max(40).optional(),
});
export type TPersonalInfoQuery = z.infer<typeof ZPersonalInfoQuerySchema>;

export const ZPersonalInfoResponseSchema = z.object({
  customerId: z.string(),
  customerFirstName: z.string(),
  customerLastName: z.string(),
  fullCustomerName: z.string(),
  /** MM/DD/YYYY */
  dob: z.string(),
  /** ***-**-1234, never the full SSN; null when none is on file */
  displaySsn: z.string().nullable(),
  email: z.string(),
  /** 10 digits */
  phoneNumber: z.string(),
  /** the home address (kept for the loan-party readers; homeAddress is the same) */
  address: ZAddressSchema.nullable(),
  homeAddress: ZAddressSchema.nullable(),
  mailingAddress: ZAddressSchema.nullable(),
  /** the mailing address is the home address */
  sameAddresses: z.boolean(),
  banks: z.array(ZBankAccountViewSchema),
  communicationSettings: ZCommunicationSettingsSchema,
  /** whether voice messages may be chosen (spec §6 voiceMessages flag) */
  voiceMessagesAllowed: z.boolean(),
  canUpdateUserLogin: z.boolean(),
  customerStoreId: z.number().int().nullable(),
  /** the caller is the co-signer of the loan asked about */
  isAlternate: z.boolean(),
});
export type TPersonalInfoResponse = z.infer<typeof ZPersonalInfoResponseSchema>;

/**
 * POST /customerinfo: any of the customer's names, contact phone and addresses (mailingAddress null: same as
 * home), and/or the communication settings; answers GET /personalInfo's shape. All or nothing is saved.
 */
export const ZCustomerInfoRequestSchema = z.strictObject({
  customerId: z.string().min(1).max(40).optional(),
  loanId: z.string().min(1).max(40).optional(),
  storeId: z.number().int().optional(),
  customer: z
    .strictObject({
      customerFirstName: shortText(50).optional(),
      customerLastName: shortText(50).optional(),
      phoneNumber: z.string().max(20).optional(),
      homeAddress: ZAddressSchema.optional(),
      mailingAddress: ZAddressSchema.nullable().optional(),
    })
    .optional(),
  settings: ZCommunicationSettingsSchema.optional(),
});
export type TCustomerInfoRequest = z.infer<typeof ZCustomerInfoRequestSchema>;
