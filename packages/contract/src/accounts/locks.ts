/** Spec §7 Loan locks: GET/POST /loanlock (with the alternate-party lockout) and GET/POST /addOnLock. */
import { z } from 'zod';

export const LOAN_LOCK_TYPES = ['alternateParty', 'payment', 'refinance', 'draw'] as const;
export const ZLoanLockTypeSchema = z.enum(LOAN_LOCK_TYPES);
export type TLoanLockType = z.infer<typeof ZLoanLockTypeSchema>;

/** GET /loanlock?loanIds=<uuid>,<uuid>&profileId=&lockType= (loanIds comma-separated, at most 20). */
export const ZLoanLockQuerySchema = z.strictObject({
  loanIds: z
    .string()
    .min(1)
    .max(800)
    .transform((value) => value.split(',').map((id) => id.trim()))
    .pipe(z.array(z.uuid()).min(1).max(20)),
  profileId: z.uuid().optional(),
  lockType: ZLoanLockTypeSchema.default('alternateParty'),
});
export type TLoanLockQuery = z.input<typeof ZLoanLockQuerySchema>;

export const ZLoanLockStateSchema = z.object({
  loanId: z.uuid(),
  lockType: ZLoanLockTypeSchema,
  locked: z.boolean(),
  /** held by the caller's own profile */
  lockedByMe: z.boolean(),
  /** first name of another holder, null when free or held by the caller */
  lockedByName: z.string().nullable(),
  expiresAt: z.iso.datetime().nullable(),
});
export type TLoanLockState = z.infer<typeof ZLoanLockStateSchema>;
export const ZLoanLockListResponseSchema = z.object({ locks: z.array(ZLoanLockStateSchema) });
export type TLoanLockListResponse = z.infer<typeof ZLoanLockListResponseSchema>;

/**
 * POST /loanlock: value true takes the lock, false (or delete true) releases the caller's own.
 * The alternate-party lockout also carries profileId and customerId (the caller's own).
 */
export const ZLoanLockRequestSchema = z.strictObject({
  loanId: z.uuid(),
  value: z.boolean(),
  lockType: ZLoanLockTypeSchema.default('alternateParty'),
  profileId: z.uuid().optional(),
  customerId: z.string().min(1).max(40).optional(),
  delete: z.boolean().optional(),
});
export type TLoanLockRequest = z.input<typeof ZLoanLockRequestSchema>;
/** alreadyLocked true: another party holds it (the web app goes to AlternateBlocked). */
export const ZLoanLockResponseSchema = ZLoanLockStateSchema.extend({ alreadyLocked: z.boolean() });
export type TLoanLockResponse = z.infer<typeof ZLoanLockResponseSchema>;

/** GET /addOnLock?loanId= */
export const ZAddOnLockQuerySchema = z.strictObject({ loanId: z.uuid() });
export type TAddOnLockQuery = z.infer<typeof ZAddOnLockQuerySchema>;
export const ZAddOnLockStatusResponseSchema = z.object({ loanId: z.uuid(), isLocked: z.boolean() });
export type TAddOnLockStatusResponse = z.infer<typeof ZAddOnLockStatusResponseSchema>;

/**
 * POST /addOnLock: try-lock. 200 = the caller's session now holds it (a second try from the same session renews
 * it); 400 (errorCode 'AddOnLocked') = locked by another session; 422 with a LOCATION_ERROR_CODES code = the
 * location check (spec §6 GPS flags for add-on) refused the position, or its absence.
 */
export const ZAddOnLockRequestSchema = z
  .strictObject({
    loanId: z.uuid(),
    storeId: z.number().int().positive(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    message: 'latitude and longitude go together',
    path: ['longitude'],
  });
export type TAddOnLockRequest = z.infer<typeof ZAddOnLockRequestSchema>;
export const ZAddOnLockResponseSchema = z.object({
  loanId: z.uuid(),
  locked: z.literal(true),
  expiresAt: z.iso.datetime(),
});
export type TAddOnLockResponse = z.infer<typeof ZAddOnLockResponseSchema>;
