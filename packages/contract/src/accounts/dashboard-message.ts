/** Spec §7 GET /dashboardmessage: the message the Dashboard shows above the loans. */
import { z } from 'zod';
import { ZBrandCodeSchema } from '../config/brand-code';

/** GET /dashboardmessage?brandName= (brandName optional: defaults to the request's brand header). */
export const ZDashboardMessageQuerySchema = z.strictObject({
  brandName: ZBrandCodeSchema.optional(),
});
export type TDashboardMessageQuery = z.infer<typeof ZDashboardMessageQuerySchema>;
export const ZDashboardMessageResponseSchema = z.object({
  message: z
    .object({ title: z.string(), body: z.string(), severity: z.enum(['info', 'warning']) })
    .nullable(),
});
export type TDashboardMessageResponse = z.infer<typeof ZDashboardMessageResponseSchema>;
