/** UpdateUser routes (spec §7 POST, PUT and GET /updateUser). Signed-in users only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCodeSentResponseSchema,
  ZConfirmUpdateUserRequestSchema,
  ZUpdateUserRequestSchema,
  ZUserAliasesResponseSchema,
} from '@lender/contract';
import { AUTH_ERROR_RESPONSES } from '../auth/route-schemas';
import type { UserUpdateService } from './service';
import { signedIn } from '../../../plugins/authenticate';

export async function userUpdateRoutes(
  app: FastifyInstance,
  { service }: { service: UserUpdateService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const user = signedIn(r, 'requireUser');
  const aliases = { 200: ZUserAliasesResponseSchema, ...AUTH_ERROR_RESPONSES };

  user.get(
    '/updateUser',
    {
      schema: {
        tags,
        summary: 'The sign-in email and phone, and whether they may change',
        response: aliases,
      },
    },
    (request) => service.aliases(request.auth),
  );
  user.post(
    '/updateUser',
    {
      schema: {
        tags,
        summary: 'Send a code to a new email or phone',
        body: ZUpdateUserRequestSchema,
        response: { 200: ZCodeSentResponseSchema, ...AUTH_ERROR_RESPONSES },
      },
    },
    (request) => service.requestChange(request.auth, request.body, request.client.language),
  );
  user.put(
    '/updateUser',
    {
      schema: {
        tags,
        summary: 'Replace the email or phone with the confirmed new one',
        body: ZConfirmUpdateUserRequestSchema,
        response: aliases,
      },
    },
    (request) => service.confirmChange(request.auth, request.body.code, request.client.language),
  );
}
