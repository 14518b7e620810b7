/** Appointment calls of spec §7: slot reads are public; booking and the caller's list need a user. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAppointmentSlotsQuerySchema,
  ZAppointmentSlotsResponseSchema,
  ZAppointmentTimesQuerySchema,
  ZAppointmentTimesResponseSchema,
  ZErrorResponseSchema,
  ZScheduleAppointmentBodySchema,
  ZScheduleAppointmentResponseSchema,
  ZScheduledAppointmentsQuerySchema,
  ZScheduledAppointmentsResponseSchema,
} from '@lender/contract';
import type { AppointmentsService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['appointments'];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
};

export async function appointmentsRoutes(
  app: FastifyInstance,
  { service }: { service: AppointmentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  r.get(
    '/appointmentTimes',
    {
      schema: {
        tags,
        summary: 'The store’s next days with open slots',
        querystring: ZAppointmentTimesQuerySchema,
        response: { 200: ZAppointmentTimesResponseSchema, ...errors },
      },
    },
    (request) => service.appointmentTimes(request.query),
  );
  r.get(
    '/appointmentslots',
    {
      schema: {
        tags,
        summary: 'One store-local day’s 30-minute slots',
        querystring: ZAppointmentSlotsQuerySchema,
        response: { 200: ZAppointmentSlotsResponseSchema, ...errors },
      },
    },
    (request) => service.appointmentSlots(request.query),
  );
  user.post(
    '/schedappointment',
    {
      schema: {
        tags,
        summary: 'Books (or moves) an appointment on the caller’s loan',
        body: ZScheduleAppointmentBodySchema,
        response: { 200: ZScheduleAppointmentResponseSchema, ...errors },
      },
    },
    (request) => service.schedule(request.auth, request.body),
  );
  user.get(
    '/schedappointment',
    {
      schema: {
        tags,
        summary: 'The caller’s upcoming appointments',
        querystring: ZScheduledAppointmentsQuerySchema,
        response: { 200: ZScheduledAppointmentsResponseSchema, ...errors },
      },
    },
    (request) => service.scheduled(request.auth, request.query.timeZone),
  );
}
