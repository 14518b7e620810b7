/**
 * Spec §7 POST /mdmProfile (the master-data profile update) and GET /experianStatus (the identity check: customerId,
 * loanId, productId, storeId) as the borrower's own calls: decision 021.
 */
import { z } from 'zod';

const customerId = z.string().min(1).max(40);

/** POST /mdmProfile: reconcile the caller's master-data profile with her customer records (one of hers, or all). */
export const ZMdmProfileRequestSchema = z.strictObject({ customerId: customerId.optional() });
export type TMdmProfileRequest = z.infer<typeof ZMdmProfileRequestSchema>;

export const ZMdmProfileResponseSchema = z.object({
  mdmId: z.string(),
  /** the customer ids of the loan systems this person has, NLS and/or TLXe */
  customerIds: z.array(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
});
export type TMdmProfileResponse = z.infer<typeof ZMdmProfileResponseSchema>;

export const ZExperianStatusQuerySchema = z.strictObject({
  customerId: customerId.optional(),
  loanId: z.uuid().optional(),
  productId: z.coerce.number().int().min(0).optional(),
  storeId: z.coerce.number().int().min(0).optional(),
});
export type TExperianStatusQuery = z.infer<typeof ZExperianStatusQuerySchema>;

/**
 * `verified`: the identity on file (name, date of birth, SSN, home address) is complete and passes the §5 rules;
 * `incomplete`: something the check needs is missing (`missing` names it).
 */
export const ZExperianStatusResponseSchema = z.object({
  customerId: z.string(),
  status: z.enum(['verified', 'incomplete']),
  missing: z.array(z.enum(['ssn', 'dateOfBirth', 'homeAddress', 'name'])),
});
export type TExperianStatusResponse = z.infer<typeof ZExperianStatusResponseSchema>;
