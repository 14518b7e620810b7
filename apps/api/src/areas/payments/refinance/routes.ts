/** Spec §7 POST /cancelrefinance (the cancel-renewal call). HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCancelRefinanceRequestSchema,
  ZCancelRefinanceResponseSchema,
  ZErrorResponseSchema,
} from '@lender/contract';
import type { RefinanceService } from './service';
import { ERROR_RESPONSES } from '../../../lib/error-responses';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['payments'];
// and 503: the service, or an outside party behind it, is unavailable (ServiceUnavailableError)
const errors = { ...ERROR_RESPONSES, 503: ZErrorResponseSchema } as const;

export async function refinanceRoutes(
  app: FastifyInstance,
  { service }: { service: RefinanceService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const session = signedIn(r, 'requireSession');
  session.post(
    '/cancelrefinance',
    {
      schema: {
        tags,
        summary:
          'Void a renewal the day it was made, while its new loan has no activity; the payment goes back to the card',
        body: ZCancelRefinanceRequestSchema,
        response: { 200: ZCancelRefinanceResponseSchema, ...errors },
      },
    },
    (request) => service.cancel(request.auth, request.body),
  );
}
