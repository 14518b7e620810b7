/** Passkey calls (issue 15, decision 019): HTTP only, each calls one service method. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZErrorResponseSchema,
  ZPasskeyAuthenticationRequestSchema,
  ZPasskeyCreationOptionsSchema,
  ZPasskeyListResponseSchema,
  ZPasskeyRegistrationRequestSchema,
  ZPasskeyRequestOptionsSchema,
  ZPasskeySchema,
  ZSecurityItemRequestSchema,
  ZSecurityItemRemovedSchema,
  ZSessionResultSchema,
} from '@lender/contract';
import { AUTH_ERROR_RESPONSES } from '../auth/route-schemas';
import type { PasskeyRegistrationService } from './registration-service';
import type { PasskeySignInService } from './sign-in-service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['passkeys'];
const errors = {
  ...AUTH_ERROR_RESPONSES,
  409: ZErrorResponseSchema,
  503: ZErrorResponseSchema,
} as const;

export async function passkeyRoutes(
  app: FastifyInstance,
  {
    registration,
    signIn,
  }: { registration: PasskeyRegistrationService; signIn: PasskeySignInService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');

  user.post(
    '/passkeys/registration/options',
    {
      schema: {
        tags,
        summary: 'Options to add a passkey on this device (a challenge good 5 minutes, once)',
        response: { 200: ZPasskeyCreationOptionsSchema, ...errors },
      },
    },
    (request) => registration.options(request.auth, request.deviceKey),
  );
  user.post(
    '/passkeys/registration',
    {
      schema: {
        tags,
        summary: 'Add the passkey the browser created for those options',
        body: ZPasskeyRegistrationRequestSchema,
        response: { 200: ZPasskeySchema, ...errors },
      },
    },
    (request) =>
      registration.register(
        request.auth,
        request.deviceKey,
        request.body,
        request.headers['user-agent'],
      ),
  );
  user.get(
    '/passkeys',
    {
      schema: {
        tags,
        summary: 'The profile’s passkeys, newest first',
        response: { 200: ZPasskeyListResponseSchema, ...errors },
      },
    },
    (request) => registration.list(request.auth),
  );
  user.delete(
    '/passkeys',
    {
      schema: {
        tags,
        summary: 'Remove one of the profile’s passkeys',
        body: ZSecurityItemRequestSchema,
        response: { 200: ZSecurityItemRemovedSchema, ...errors },
      },
    },
    (request) => registration.remove(request.auth, request.body.id),
  );
  // public: they start a sign-in (the sign-in rate budget, plugins/security.ts)
  r.post(
    '/passkeys/authentication/options',
    {
      schema: {
        tags,
        summary: 'Options to sign in with a passkey (bound to the devicekey header, if any)',
        response: { 200: ZPasskeyRequestOptionsSchema, ...errors },
      },
    },
    (request) => signIn.options(request.deviceKey),
  );
  r.post(
    '/passkeys/authentication',
    {
      schema: {
        tags,
        summary: 'Sign in with a passkey alone: the Session result, on a device the passkey trusts',
        body: ZPasskeyAuthenticationRequestSchema,
        response: { 200: ZSessionResultSchema, ...errors },
      },
    },
    (request) =>
      signIn.authenticate(request.body, {
        address: request.ip,
        deviceKey: request.deviceKey,
        userAgent: request.headers['user-agent'],
      }),
  );
}
