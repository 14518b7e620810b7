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
  ZSendTrustedDeviceQuerySchema,
} from '@lender/contract';
import { AUTH_ERROR_RESPONSES } from '../auth/route-schemas';
import type { TrustedDeviceService } from './service';

export async function trustedDeviceRoutes(app: FastifyInstance, { service }: { service: TrustedDeviceService }) {
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
}
