/** GET /userAttributes: spec §3 User attributes (identity-provider names), plus brands and ids by loan system. */
import { z } from 'zod';
import { BRAND_CODES } from '@lender/domain';

export const ZUserAttributesResponseSchema = z.object({
  sub: z.uuid(),
  customer_id: z.string().nullable(),
  mdm_id: z.string().nullable(),
  /** JSON array whose second entry is the customer id, e.g. '["TLXe","T100001"]'; null without ids */
  lms_customer_ids: z.string().nullable(),
  show_paid_off: z.boolean(),
  phone_number: z.string().nullable(),
  phone_number_verified: z.boolean(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  non_customer_refer: z.boolean(),
  'custom:loan_state': z.string().nullable(),
  /** brand codes of the customer's own and co-signed loans; without any, the home store's brand */
  brands: z.array(z.enum(BRAND_CODES)),
  customerIds: z.object({ NLS: z.string().nullable(), TLXe: z.string().nullable() }),
});
export type TUserAttributesResponse = z.infer<typeof ZUserAttributesResponseSchema>;
