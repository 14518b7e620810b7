/** Spec §7 GET /offers. HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponseSchema, ZOffersResponseSchema } from '@lender/contract';
import { signedIn } from '../../../plugins/authenticate';
import type { OffersService } from './service';

export async function offersRoutes(app: FastifyInstance, { service }: { service: OffersService }) {
  signedIn(app.withTypeProvider<ZodTypeProvider>(), 'requireUser').get(
    '/offers',
    {
      schema: {
        tags: ['offers'],
        summary:
          'The signed-in customer’s offers (settlement, appraisal, widget), expiry decided by the server',
        response: {
          200: ZOffersResponseSchema,
          401: ZErrorResponseSchema,
          403: ZErrorResponseSchema,
          429: ZErrorResponseSchema,
        },
      },
    },
    (request) => service.list(request.auth),
  );
}
