/** Sign-in and session routes (spec §7 Authentication and session). HTTP only: each calls one service method. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAuthenticateRequestSchema,
  ZCurrentDeviceResponseSchema,
  ZDeviceKeyAuthRequestSchema,
  ZRefreshSessionRequestSchema,
  ZRememberDeviceRequestSchema,
  ZSessionResultSchema,
  ZSignatureAuthRequestSchema,
  ZSignOutResponseSchema,
} from '@lender/contract';
import { AUTH_ERROR_RESPONSES } from './route-schemas';
import type { AuthService } from './service';
import type { SignatureService } from './signature-service';
import { marketingCallerOf, type MarketingTracker } from '../../../integrations/marketing';
import { signedIn } from '../../../plugins/authenticate';

export async function authRoutes(
  app: FastifyInstance,
  {
    service,
    signatures,
    marketing,
  }: { service: AuthService; signatures: SignatureService; marketing?: MarketingTracker },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  const userOnAnyDevice = signedIn(r, 'requireUserOnAnyDevice');
  const sessionOnAnyDevice = signedIn(r, 'requireSessionOnAnyDevice');
  const tags = ['auth'];
  const session = { 200: ZSessionResultSchema, ...AUTH_ERROR_RESPONSES };
  const device = { 200: ZCurrentDeviceResponseSchema, ...AUTH_ERROR_RESPONSES };
  const signedOut = { 200: ZSignOutResponseSchema, ...AUTH_ERROR_RESPONSES };
  const caller = (request: {
    ip: string;
    deviceKey: string | undefined;
    headers: { 'user-agent'?: string };
  }) => ({
    address: request.ip,
    deviceKey: request.deviceKey,
    userAgent: request.headers['user-agent'],
  });

  r.post(
    '/authenticate',
    {
      schema: {
        tags,
        summary: 'Sign in by email or phone and password',
        body: ZAuthenticateRequestSchema,
        response: session,
      },
    },
    (request) => service.authenticate(request.body, caller(request)),
  );
  r.post(
    '/authenticate/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token for new tokens',
        body: ZRefreshSessionRequestSchema,
        response: session,
      },
    },
    (request) => service.refresh(request.body.refreshToken),
  );
  r.post(
    '/deviceKeyAuth',
    {
      schema: {
        tags,
        summary: 'Sign in on a remembered, trusted device (devicekey header)',
        body: ZDeviceKeyAuthRequestSchema,
        response: session,
      },
    },
    (request) => service.deviceKeyAuth(request.body, caller(request)),
  );
  user.put(
    '/deviceKeyAuth',
    {
      schema: {
        tags,
        summary: 'Remember or forget this device',
        body: ZRememberDeviceRequestSchema,
        response: device,
      },
    },
    (request) => service.rememberDevice(request.auth, request.deviceKey, request.body.remember),
  );
  r.post(
    '/signatureAuth',
    {
      schema: {
        tags,
        summary: 'Sign in by a signed link (guest session for one loan)',
        body: ZSignatureAuthRequestSchema,
        response: session,
      },
    },
    (request) => signatures.signatureAuth(request.body, request.ip),
  );
  // sign-out and the current device stay open to a session whose device is not trusted yet (leaving the challenge)
  sessionOnAnyDevice.post(
    '/signout',
    {
      schema: {
        tags,
        summary: 'Sign out: revoke this session and its refresh tokens',
        response: signedOut,
      },
    },
    async (request) => {
      await service.signOut(request.auth);
      // spec §4: sign-out logs an event (the marketing sandbox's record; best effort)
      if (request.auth.scope === 'user')
        await marketing?.serverEvent(marketingCallerOf(request), 'signOut');
      return { signedOut: true as const };
    },
  );
  userOnAnyDevice.post(
    '/signout/device',
    {
      schema: {
        tags,
        summary: 'Device-key sign-out: end the device session and forget the device',
        response: signedOut,
      },
    },
    async (request) => {
      await service.signOutDevice(request.auth);
      return { signedOut: true as const };
    },
  );
  sessionOnAnyDevice.get(
    '/currentDevice',
    { schema: { tags, summary: 'The device of this session', response: device } },
    (request) => service.currentDevice(request.auth),
  );
}
