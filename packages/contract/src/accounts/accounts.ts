/**
 * Spec §7 Accounts and loans: the loan list (GET /accounts). A loan's detail, its history, the dashboard message and
 * the new account terms are files of their own, so that the Dashboard builds only the schemas it parses (decision 073).
 */
import { z } from 'zod';
import { ZBrandCodeSchema } from '../config/brand-code';
import { ZLoanSchema } from './loan';

/** GET /accounts?brandName= */
export const ZAccountsQuerySchema = z.strictObject({ brandName: ZBrandCodeSchema });
export type TAccountsQuery = z.infer<typeof ZAccountsQuerySchema>;

/** Spec §3 dashboardReapplyInfo: can the caller apply again in this brand, and where. */
export const ZReapplyInfoSchema = z.object({
  canReapply: z.boolean(),
  /** the brand's apply page */
  applyUrl: z.string(),
  /** a TLXe application in progress resumes here (spec §3 Applications state returnUrl) */
  returnUrl: z.string().nullable(),
});
export type TReapplyInfo = z.infer<typeof ZReapplyInfoSchema>;

/** GET /accounts: the caller's own and co-signed loans of the brand (each says isAlternate). */
export const ZAccountsResponseSchema = z.object({
  loans: z.array(ZLoanSchema),
  reapplyInfo: ZReapplyInfoSchema,
});
export type TAccountsResponse = z.infer<typeof ZAccountsResponseSchema>;
