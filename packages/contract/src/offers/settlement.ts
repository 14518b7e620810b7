/**
 * Spec §7 GET/POST /settlementStatus (loanId; docSigned, paymentMade; status) and POST/GET /loanSigning for the
 * settlement agreement. The server is the authority: docSigned comes from the e-sign envelope, paymentMade from
 * the posted settlement payment (type 5); POST /settlementStatus asks the server to read them again, and a claim
 * the facts do not bear out is refused naming its field.
 */
import { z } from 'zod';
import { SIGNING_STATUSES } from '@lender/domain';
import { LANGUAGES } from '../common/header-names';
import { ZSettlementStepSchema } from './offers';

export const ZSettlementStatusQuerySchema = z.strictObject({ loanId: z.uuid() });

export const ZSettlementStatusRequestSchema = z.strictObject({
  loanId: z.uuid(),
  docSigned: z.boolean().optional(),
  paymentMade: z.boolean().optional(),
});
export type TSettlementStatusRequest = z.infer<typeof ZSettlementStatusRequestSchema>;

export const ZSettlementStatusResponseSchema = z.object({
  loanId: z.uuid(),
  offerKey: z.number().int().positive(),
  /** the agreed sum */
  settlementAmountCents: z.number().int().positive(),
  /** posted toward the agreed sum so far (decision 045: every payment on the loan once the agreement is signed) */
  paidCents: z.number().int().nonnegative(),
  /** what is left to pay to settle: the agreed sum less what was paid toward it, never more than the loan owes */
  remainingCents: z.number().int().nonnegative(),
  /** what the loan owes today */
  balanceCents: z.number().int().nonnegative(),
  docExp: z.iso.datetime(),
  docSigned: z.boolean(),
  paymentMade: z.boolean(),
  status: ZSettlementStepSchema,
  /** tries left for the settlement payment (spec §9 settlement payment retry) */
  retriesLeft: z.number().int().nonnegative(),
  /** failed payments toward the settlement (the domain's settlementPaymentCheck counts them against the tries) */
  failedPayments: z.number().int().nonnegative(),
  /** the newest signing envelope of the agreement, if one was sent */
  envelopeId: z.uuid().nullable(),
});
export type TSettlementStatusResponse = z.infer<typeof ZSettlementStatusResponseSchema>;

export const ZEnvelopeStatusSchema = z.enum(['sent', ...SIGNING_STATUSES]);

/** POST /loanSigning: send (or resume) the settlement agreement of the loan's offer for the caller to sign. */
export const ZLoanSigningRequestSchema = z.strictObject({
  loanId: z.uuid(),
  documentType: z
    .enum(['settlementAgreement', 'loanAgreement', 'refinanceDisclosure'])
    .default('settlementAgreement'),
  /** the refinance disclosure's payment amount (required for 'refinanceDisclosure', refused otherwise) */
  paymentAmountCents: z.number().int().positive().optional(),
  /** the refinance disclosure's cash out, paid to the borrower's card (decision 057; only with 'refinanceDisclosure') */
  cashOutCents: z.number().int().positive().optional(),
});
export type TLoanSigningRequest = z.input<typeof ZLoanSigningRequestSchema>;

export const ZLoanSigningQuerySchema = z.strictObject({ envelopeId: z.uuid() });

export const ZLoanSigningResponseSchema = z.object({
  envelopeId: z.uuid(),
  loanId: z.uuid(),
  status: ZEnvelopeStatusSchema,
  /** the signing page's path on this origin; the app adds ?lang= */
  signingUrl: z.string(),
  expiresAt: z.iso.datetime(),
  /** the signed PDF (GET /loanSigning/document?envelopeId=) once signed */
  signed: z.boolean(),
  /**
   * The language the document was sent in, the reader's (decision 062); when not English, the English original is
   * one tap away (the signing page's ?document=en).
   */
  language: z.enum(LANGUAGES).optional(),
  /** the language of the version the signer signed, once signed (decision 062) */
  signedLanguage: z.enum(LANGUAGES).optional(),
  /**
   * A refinance disclosure of a co-signed loan (decision 054): the loan's other party — the co-signer for the
   * borrower, the borrower for the co-signer — and whether they signed the same renewal (loan, amount, business
   * date); `canSignOnline` false when they have no profile (the two renew at the store). Absent for other documents
   * and loans without a co-signer.
   */
  otherParty: z
    .object({ name: z.string(), signed: z.boolean(), canSignOnline: z.boolean() })
    .optional(),
});
export type TLoanSigningResponse = z.infer<typeof ZLoanSigningResponseSchema>;
