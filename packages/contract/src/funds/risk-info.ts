/**
 * Risk info (spec §4 Settlement and flags, §7 GET /riskInfo): whether the loan's rate or credit limit changed,
 * or its refinance was denied, each on only until the caller acknowledges it (domain riskFlags), and the one
 * dialog the asking flow shows now (domain riskDialog). POST /riskInfo/acknowledge clears a flag for the caller.
 */
import { z } from 'zod';
import { RISK_FLAGS } from '@lender/domain';

const ZQueryBooleanSchema = z.stringbool({ error: "must be 'true' or 'false'" });

/** GET /riskInfo?loanId=&isAddon=&migrateProduct= */
export const ZRiskInfoQuerySchema = z.strictObject({
  loanId: z.uuid(),
  /** asked before an add-on (a draw on a line of credit): only the borrower, and the add-on's dialogs */
  isAddon: ZQueryBooleanSchema.default(false),
  /** asked before a refinance that switches product */
  migrateProduct: ZQueryBooleanSchema.default(false),
});
export type TRiskInfoQuery = z.input<typeof ZRiskInfoQuerySchema>;

export const ZRiskFlagSchema = z.enum(RISK_FLAGS);

export const ZRiskInfoResponseSchema = z.object({
  loanId: z.uuid(),
  rateChanged: z.boolean(),
  creditLimitChanged: z.boolean(),
  refinanceDenied: z.boolean(),
  /** the dialog to show now (one at a time, in the flow's order), or null */
  dialog: ZRiskFlagSchema.nullable(),
  /** a line's credit limit now and before its last change (for the credit limit change dialog) */
  creditLimitCents: z.number().int().nonnegative().nullable(),
  previousCreditLimitCents: z.number().int().nonnegative().nullable(),
});
export type TRiskInfoResponse = z.infer<typeof ZRiskInfoResponseSchema>;

/** POST /riskInfo/acknowledge: the caller has seen the dialog; answers the risk info after it, for the same flow. */
export const ZRiskAcknowledgeRequestSchema = z.strictObject({
  loanId: z.uuid(),
  flag: ZRiskFlagSchema,
  isAddon: z.boolean().default(false),
  migrateProduct: z.boolean().default(false),
});
export type TRiskAcknowledgeRequest = z.input<typeof ZRiskAcknowledgeRequestSchema>;
