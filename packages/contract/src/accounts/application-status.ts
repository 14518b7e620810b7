/**
 * Spec §7: GET/PUT /applicationstatus. A module of its own: the Dashboard reads her application's status, and the web
 * builds only these schemas for it, not the rest of her status (customer-status.ts; decision 071).
 */
import { z } from 'zod';
import { ZBrandCodeSchema } from '../config/brand-code';
import { ZLoanSystemSchema } from './loan';

export const ZApplicationStateSchema = z.enum([
  'none',
  'inProgress',
  'declined',
  'withdrawn',
  'approved',
]);

/** One loan system's application (spec §3 Applications state). */
export const ZLoanSystemApplicationSchema = z.object({
  applicationId: z.string().nullable(),
  state: ZApplicationStateSchema,
  applicationInProgress: z.boolean(),
  declined: z.boolean(),
  /** TLXe: where an application in progress resumes */
  returnUrl: z.string().nullable(),
  isRefiApplication: z.boolean(),
  isAddonApplication: z.boolean(),
  applicationLoanInfo: z.object({ canUploadLoanDocuments: z.boolean() }),
  updatedAt: z.iso.datetime().nullable(),
  /** the brand the application is for (null: no application) */
  brandCode: ZBrandCodeSchema.nullable(),
});
export type TLoanSystemApplication = z.infer<typeof ZLoanSystemApplicationSchema>;

/** GET /applicationstatus → appStatus.TLXe and appStatus.NLS. */
export const ZApplicationStatusResponseSchema = z.object({
  appStatus: z.object({ TLXe: ZLoanSystemApplicationSchema, NLS: ZLoanSystemApplicationSchema }),
});
export type TApplicationStatusResponse = z.infer<typeof ZApplicationStatusResponseSchema>;

/** PUT /applicationstatus: withdraw the caller's application in progress (answers with GET's shape). */
export const ZApplicationStatusUpdateRequestSchema = z.strictObject({
  loanSystem: ZLoanSystemSchema,
  applicationId: z.string().min(1).max(64),
  action: z.literal('withdraw'),
});
export type TApplicationStatusUpdateRequest = z.infer<typeof ZApplicationStatusUpdateRequestSchema>;
