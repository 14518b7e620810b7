/**
 * POST /disclosureacknowledgement (spec §3 Disclosure acknowledgement, §7 Documents): the borrower — and the
 * co-borrower when the loan has one — acknowledge the refinance disclosure (AccountDisclosures). Each party is
 * named by the loan system's customer id (the loan's cosignerId for the co-borrower); the server checks both
 * against the loan and keeps name, initials and date. The identity data the spec shows with them (dob, SSN,
 * phone, addresses) is the loan system's: it is printed (SSN masked) on the disclosure, never sent back here.
 */
import { z } from 'zod';
import { ZCalendarDateSchema } from '../accounts/loan';

export const ZDisclosurePartySchema = z.strictObject({
  customerId: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(120),
  initials: z
    .string()
    .trim()
    .regex(/^\p{L}{1,4}$/u, 'initials must be 1 to 4 letters'),
  /** the date the party wrote, 'YYYY-MM-DD' */
  date: ZCalendarDateSchema,
  profileId: z.uuid().optional(),
});
export type TDisclosureParty = z.input<typeof ZDisclosurePartySchema>;

export const ZDisclosureAcknowledgementRequestSchema = z.strictObject({
  loanId: z.uuid(),
  /** the refinance disclosure acknowledged (POST /loanSigning documentType 'refinanceDisclosure'), when signed already */
  envelopeId: z.uuid().optional(),
  borrower: ZDisclosurePartySchema,
  /** required when the loan has a co-signer, refused otherwise */
  coborrower: ZDisclosurePartySchema.nullable().default(null),
});
export type TDisclosureAcknowledgementRequest = z.input<
  typeof ZDisclosureAcknowledgementRequestSchema
>;

export const ZDisclosureAcknowledgementResponseSchema = z.object({
  recorded: z.literal(true),
  acknowledgementId: z.uuid(),
  loanId: z.uuid(),
  acknowledgedAt: z.iso.datetime(),
});
export type TDisclosureAcknowledgementResponse = z.infer<
  typeof ZDisclosureAcknowledgementResponseSchema
>;
