/**
 * The response schemas of the stores and appointments calls. Imported only through a loader (shared/http/lazy-
 * schemas.ts), so the screens paint before zod and the contract have been built (issue 11).
 */
export {
  ZAppointmentSlotsResponseSchema,
  ZAppointmentTimesResponseSchema,
  ZScheduleAppointmentResponseSchema,
  ZScheduledAppointmentsResponseSchema,
  ZStatesResponseSchema,
  ZStoreResponseSchema,
  ZStoresResponseSchema,
} from '@lender/contract';
