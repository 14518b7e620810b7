/** Registration and verification routes (spec §7): registerUser, registerNcrUser, confirmuser, resendVerificationCode. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCodeSentResponseSchema,
  ZConfirmAttributeRequestSchema,
  ZConfirmAttributeResponseSchema,
  ZConfirmUserRequestSchema,
  ZRegisterNcrUserRequestSchema,
  ZRegisterUserRequestSchema,
  ZRegisterUserResponseSchema,
  ZResendVerificationCodeRequestSchema,
  ZSessionResultSchema,
} from '@lender/contract';
import { AUTH_ERROR_RESPONSES } from '../auth/route-schemas';
import type { RegistrationService } from './service';
import { signedIn } from '../../../plugins/authenticate';

export async function registrationRoutes(
  app: FastifyInstance,
  { service }: { service: RegistrationService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  const tags = ['auth'];
  const registered = { 201: ZRegisterUserResponseSchema, ...AUTH_ERROR_RESPONSES };

  r.post(
    '/registerUser',
    {
      schema: {
        tags,
        summary: 'Register: an unverified profile; a code is sent',
        body: ZRegisterUserRequestSchema,
        response: registered,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.registerUser(request.body, request.client.language)),
  );
  r.post(
    '/registerNcrUser',
    {
      schema: {
        tags,
        summary: 'Register a non-customer referral user',
        body: ZRegisterNcrUserRequestSchema,
        response: registered,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.registerNcrUser(request.body, request.client.language)),
  );
  r.post(
    '/confirmuser',
    {
      schema: {
        tags,
        summary: 'Verify the email or phone with the code; signs in',
        body: ZConfirmUserRequestSchema,
        response: { 200: ZSessionResultSchema, ...AUTH_ERROR_RESPONSES },
      },
    },
    (request) => service.confirmUser(request.body, request.deviceKey),
  );
  user.put(
    '/confirmuser',
    {
      schema: {
        tags,
        summary: "Verify the signed-in user's email or phone",
        body: ZConfirmAttributeRequestSchema,
        response: { 200: ZConfirmAttributeResponseSchema, ...AUTH_ERROR_RESPONSES },
      },
    },
    (request) => service.confirmAttribute(request.auth, request.body),
  );
  r.post(
    '/resendVerificationCode',
    {
      schema: {
        tags,
        summary: 'Send a new verification code',
        body: ZResendVerificationCodeRequestSchema,
        response: { 200: ZCodeSentResponseSchema, ...AUTH_ERROR_RESPONSES },
      },
    },
    (request) => service.resendVerificationCode(request.body, request.client.language),
  );
}
