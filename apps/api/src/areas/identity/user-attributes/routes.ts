/** The user attributes call (spec §7 "The user attributes call is used for customer id with attributes"). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZUserAttributesResponseSchema } from '@lender/contract';
import { signedIn } from '../../../plugins/authenticate';
import { AUTH_ERROR_RESPONSES } from '../auth/route-schemas';
import type { UserAttributesService } from './service';

/** Open before the device is trusted: the web builds the session from it (and picks the challenge's email or phone). */
export async function userAttributesRoutes(
  app: FastifyInstance,
  { service }: { service: UserAttributesService },
) {
  signedIn(app.withTypeProvider<ZodTypeProvider>(), 'requireUserOnAnyDevice').get(
    '/userAttributes',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user’s attributes, brands and customer ids',
        response: { 200: ZUserAttributesResponseSchema, ...AUTH_ERROR_RESPONSES },
      },
    },
    (request) => service.userAttributes(request.auth),
  );
}
