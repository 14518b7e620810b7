/**
 * Trusted-device routes (spec §7): checktrusteddevice, sendtrusteddevice, confirmtrusteddevice. Signed-in users
 * only, and open before the device is trusted (they are the challenge).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCheckTrustedDeviceResponseSchema,
  ZCodeSentResponseSchema,
  ZConfirmTrustedDeviceRequestSchema,
  ZConfirmTrustedDeviceResponseSchema,
  ZSecurityItemRequestSchema,
  ZSecurityItemRemovedSchema,
  ZSendTrustedDeviceQuerySchema,
  ZTrustedDeviceListResponseSchema,
} from '@lender/contract';
import { AUTH_ERROR_RESPONSES } from '../auth/route-schemas';
import type { DeviceListService } from './device-list';
import type { TrustedDeviceService } from './service';
import { signedIn } from '../../../plugins/authenticate';

export async function trustedDeviceRoutes(
  app: FastifyInstance,
  { service, deviceList }: { service: TrustedDeviceService; deviceList: DeviceListService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const user = signedIn(r, 'requireUser');
  const userOnAnyDevice = signedIn(r, 'requireUserOnAnyDevice');

  userOnAnyDevice.get(
    '/checktrusteddevice',
    {
      schema: {
        tags,
        summary: 'Is this device (devicekey header) trusted?',
        response: { 200: ZCheckTrustedDeviceResponseSchema, ...AUTH_ERROR_RESPONSES },
      },
    },
    (request) => service.check(request.auth, request.deviceKey),
  );
  userOnAnyDevice.get(
    '/sendtrusteddevice',
    {
      schema: {
        tags,
        summary: 'Send a trusted-device code by email or phone',
        querystring: ZSendTrustedDeviceQuerySchema,
        response: { 200: ZCodeSentResponseSchema, ...AUTH_ERROR_RESPONSES },
      },
    },
    (request) =>
      service.send(
        request.auth,
        request.deviceKey,
        request.query.method,
        request.query.voice === 'true',
        request.client.language,
      ),
  );
  userOnAnyDevice.post(
    '/confirmtrusteddevice',
    {
      schema: {
        tags,
        summary: 'Trust this device with the code',
        body: ZConfirmTrustedDeviceRequestSchema,
        response: { 200: ZConfirmTrustedDeviceResponseSchema, ...AUTH_ERROR_RESPONSES },
      },
    },
    (request) => service.confirm(request.auth, request.body),
  );
  // the profile's trusted devices: from a trusted device only (issue 15)
  user.get(
    '/devices',
    {
      schema: {
        tags,
        summary: 'The profile’s trusted devices, the most recently seen first',
        response: { 200: ZTrustedDeviceListResponseSchema, ...AUTH_ERROR_RESPONSES },
      },
    },
    (request) => deviceList.list(request.auth),
  );
  user.delete(
    '/devices',
    {
      schema: {
        tags,
        summary: 'Remove a trusted device: its sessions end and its next sign-in asks for a code',
        body: ZSecurityItemRequestSchema,
        response: { 200: ZSecurityItemRemovedSchema, ...AUTH_ERROR_RESPONSES },
      },
    },
    (request) => deviceList.remove(request.auth, request.body.id),
  );
}
