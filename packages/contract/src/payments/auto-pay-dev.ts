/** POST /api/dev/autoPay/run (outside production): auto-pay's pass of day `on` (default today), at once (decision 056). */
import { z } from 'zod';
import { ZCalendarDateSchema } from '../accounts/loan';

export const ZDevAutoPayRunRequestSchema = z.strictObject({ on: ZCalendarDateSchema.optional() });
export const ZAutoPayChargeSchema = z.object({
  loanId: z.uuid(),
  dueDate: ZCalendarDateSchema,
  /** charged: a payment was made (its messageKey polls it); skipped: nothing charged, `reason` the rule's code */
  outcome: z.enum(['charged', 'skipped']),
  messageKey: z.string().nullable(),
  reason: z.string().nullable(),
});
export const ZDevAutoPayRunResponseSchema = z.object({
  on: ZCalendarDateSchema,
  charges: z.array(ZAutoPayChargeSchema),
});
export type TDevAutoPayRunResponse = z.infer<typeof ZDevAutoPayRunResponseSchema>;
export type TAutoPayCharge = z.infer<typeof ZAutoPayChargeSchema>;
