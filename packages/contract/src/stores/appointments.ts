/**
 * Appointment calls of spec §7. Slots are 30 minutes long within the store's opening hours (hoursRaw),
 * computed in the STORE's time zone (stores.timeZone); a slot that has started, or starts within the
 * next hour, is not offered. Times on the wire are ISO instants with offset (`appointmentDate`); each
 * slot also carries its wall-clock time at the store and in the caller's `timeZone`.
 * GET /appointmentTimes and GET /appointmentslots are public; /schedappointment needs a signed-in user
 * and works only on the caller's own loans (another's → 404 'Loan not found').
 */
import { z } from 'zod';
import { APPOINTMENT_TYPES } from './appointment-types';
import { ZStoreIdSchema } from './stores';

/** an IANA time zone name, e.g. 'America/Chicago' (default when absent: America/Chicago, spec §9) */
export const ZTimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

export const ZAppointmentTypeSchema = z.enum(APPOINTMENT_TYPES);
export type TAppointmentType = z.infer<typeof ZAppointmentTypeSchema>;

/** GET /appointmentTimes?storeId=&numberOfDays=&excludeWeekends=: the next days with open slots. */
export const ZAppointmentTimesQuerySchema = z.strictObject({
  storeId: ZStoreIdSchema,
  numberOfDays: z.coerce.number().int().min(1).max(60).default(7),
  excludeWeekends: z.stringbool().default(false),
});
export type TAppointmentTimesQuery = z.input<typeof ZAppointmentTimesQuerySchema>;
export const ZAppointmentDaySchema = z.object({
  /** the store-local date */
  date: z.iso.date(),
  /** 'Mon' … 'Sun' */
  dayOfWeek: z.string(),
  openSlots: z.number().int().min(1),
  firstSlot: z.iso.datetime({ offset: true }),
  lastSlot: z.iso.datetime({ offset: true }),
});
export const ZAppointmentTimesResponseSchema = z.object({
  storeId: z.number().int(),
  /** the store's time zone */
  timeZone: z.string(),
  /** only days (among the next numberOfDays, today included) that have at least one open slot */
  days: z.array(ZAppointmentDaySchema),
});
export type TAppointmentTimesResponse = z.infer<typeof ZAppointmentTimesResponseSchema>;

/** GET /appointmentslots?storeId=&timeZone=[&date=]: one store-local day's slots (default: the first open day). */
export const ZAppointmentSlotsQuerySchema = z.strictObject({
  storeId: ZStoreIdSchema,
  timeZone: ZTimeZoneSchema.optional(),
  date: z.iso.date().optional(),
});
export type TAppointmentSlotsQuery = z.input<typeof ZAppointmentSlotsQuerySchema>;
export const ZAppointmentSlotSchema = z.object({
  appointmentDate: z.iso.datetime({ offset: true }),
  /** 'HH:mm' at the store */
  storeTime: z.string(),
  /** 'HH:mm' in the requested timeZone */
  localTime: z.string(),
  available: z.boolean(),
});
export type TAppointmentSlot = z.infer<typeof ZAppointmentSlotSchema>;
export const ZAppointmentSlotsResponseSchema = z.object({
  storeId: z.number().int(),
  /** the store's time zone (the slots are laid out in it) */
  storeTimeZone: z.string(),
  /** the caller's time zone used for localTime */
  timeZone: z.string(),
  /** the store-local date; null when no day in the next 14 has an open slot */
  date: z.iso.date().nullable(),
  slots: z.array(ZAppointmentSlotSchema),
});
export type TAppointmentSlotsResponse = z.infer<typeof ZAppointmentSlotsResponseSchema>;

/**
 * POST /schedappointment: books a slot (or, with `id`, moves the caller's appointment; `oldStoreId` is
 * that appointment's store). `loanHdr` is the loan header (= lmsId, the loan number such as '10001-001',
 * as GET /accounts returns it); the loan must be the caller's own (a co-signer cannot book).
 * 400 when appointmentDate is not an open slot of the store; 409 'This appointment time is no longer
 * available. Please choose another time.' when someone else booked it first.
 */
export const ZScheduleAppointmentBodySchema = z.strictObject({
  storeId: z.number().int().min(1),
  loanHdr: z.string().trim().min(1).max(40),
  appointmentDate: z.iso.datetime({ offset: true }),
  id: z.uuid().optional(),
  timeZone: ZTimeZoneSchema,
  appointmentType: ZAppointmentTypeSchema,
  oldStoreId: z.number().int().min(1).optional(),
});
export type TScheduleAppointmentBody = z.infer<typeof ZScheduleAppointmentBodySchema>;
export const APPOINTMENT_TAKEN_MESSAGE =
  'This appointment time is no longer available. Please choose another time.';

/** Appointment (spec §3: storeId, appointmentDate, timeZone, appointmentType) plus display fields. */
export const ZAppointmentSchema = z.object({
  id: z.uuid(),
  storeId: z.number().int(),
  storeName: z.string(),
  storePhone: z.string(),
  storeAddress: z.string(),
  loanId: z.uuid(),
  /** the loan header (= lmsId, the loan number) */
  loanHdr: z.string(),
  appointmentDate: z.iso.datetime({ offset: true }),
  /** the store's time zone */
  timeZone: z.string(),
  appointmentType: ZAppointmentTypeSchema,
  /** store-local 'YYYY-MM-DD' and 'HH:mm' */
  storeDate: z.iso.date(),
  storeTime: z.string(),
  /** 'HH:mm' in the caller's timeZone */
  localTime: z.string(),
  createdAt: z.iso.datetime(),
});
export type TAppointment = z.infer<typeof ZAppointmentSchema>;
export const ZScheduleAppointmentResponseSchema = z.object({ appointment: ZAppointmentSchema });
export type TScheduleAppointmentResponse = z.infer<typeof ZScheduleAppointmentResponseSchema>;

/** GET /schedappointment?timeZone=: the caller's upcoming appointments, soonest first. */
export const ZScheduledAppointmentsQuerySchema = z.strictObject({
  timeZone: ZTimeZoneSchema.optional(),
});
export type TScheduledAppointmentsQuery = z.input<typeof ZScheduledAppointmentsQuerySchema>;
export const ZScheduledAppointmentsResponseSchema = z.object({
  appointments: z.array(ZAppointmentSchema),
});
export type TScheduledAppointmentsResponse = z.infer<typeof ZScheduledAppointmentsResponseSchema>;
