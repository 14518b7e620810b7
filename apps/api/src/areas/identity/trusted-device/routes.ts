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

export async function trustedDeviceRoutes(app: FastifyInstance, { service, deviceList }: { service: TrustedDeviceService; deviceList: DeviceListService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const preHandler = app.requireUserOnAnyDevice;

  r.get('/checktrusteddevice', { preHandler, schema: { tags, summary: 'Is this device (devicekey header) trusted?', response: { 200: ZCheckTrustedDeviceResponseSchema, ...AUTH_ERROR_RESPONSES } } }, (request) =>
    service.check(request.auth!, request.deviceKey),
  );
  r.get('/sendtrusteddevice', { preHandler, schema: { tags, summary: 'Send a trusted-device code by email or phone', querystring: ZSendTrustedDeviceQuerySchema, response: { 200: ZCodeSentResponseSchema, ...AUTH_ERROR_RESPONSES } } }, (request) =>
    service.send(request.auth!, request.deviceKey, request.query.method, request.query.voice === 'true', request.client.language),
  );
  r.post('/confirmtrusteddevice', { preHandler, schema: { tags, summary: 'Trust this device with the code', body: ZConfirmTrustedDeviceRequestSchema, response: { 200: ZConfirmTrustedDeviceResponseSchema, ...AUTH_ERROR_RESPONSES } } }, (request) =>
    service.confirm(request.auth!, request.body),
  );
  // the profile's trusted devices: from a trusted device only (issue 15)
  r.get('/devices', { preHandler: app.requireUser, schema: { tags, summary: 'The profile’s trusted devices, the most recently seen first', response: { 200: ZTrustedDeviceListResponseSchema, ...AUTH_ERROR_RESPONSES } } }, (request) =>
    deviceList.list(request.auth!),
  );
  r.delete('/devices', { preHandler: app.requireUser, schema: { tags, summary: 'Remove a trusted device: its sessions end and its next sign-in asks for a code', body: ZSecurityItemRequestSchema, response: { 200: ZSecurityItemRemovedSchema, ...AUTH_ERROR_RESPONSES } } }, (request) =>
    deviceList.remove(request.auth!, request.body.id),
  );
}
