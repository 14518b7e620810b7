/** Password recovery routes (spec §7): resetpassword, confirmpassword, passwordPolicy. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZConfirmPasswordRequestSchema,
  ZConfirmPasswordResponseSchema,
  ZPasswordPolicyResponseSchema,
  ZResetPasswordRequestSchema,
  ZResetPasswordResponseSchema,
} from '@lender/contract';
import { CACHE_CONTROL } from '../../../lib/cache-control';
import { AUTH_ERROR_RESPONSES } from '../auth/route-schemas';
import type { PasswordRecoveryService } from './service';

export async function passwordRecoveryRoutes(
  app: FastifyInstance,
  { service }: { service: PasswordRecoveryService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/resetpassword',
    {
      schema: {
        tags,
        summary: 'Send a password reset code',
        body: ZResetPasswordRequestSchema,
        response: { 200: ZResetPasswordResponseSchema, ...AUTH_ERROR_RESPONSES },
      },
    },
    (request) => service.resetPassword(request.body, request.client.language),
  );
  r.post(
    '/confirmpassword',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset code',
        body: ZConfirmPasswordRequestSchema,
        response: { 200: ZConfirmPasswordResponseSchema, ...AUTH_ERROR_RESPONSES },
      },
    },
    (request) => service.confirmPassword(request.body),
  );
  r.get(
    '/passwordPolicy',
    {
      schema: {
        tags,
        summary: 'The server password policy',
        response: { 200: ZPasswordPolicyResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.long);
      return service.passwordPolicy();
    },
  );
}
