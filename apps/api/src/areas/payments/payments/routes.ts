/** Spec §7 Payment: POST/GET /payment, POST /paymentTimeout, POST /sendConfirmation; GET /paymentReceipt (issue 19). HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PAYMENT_RECEIPT_CONTENT_TYPE,
  ZPaymentReceiptQuerySchema,
  ZPaymentRequestSchema,
  ZPaymentStartResponseSchema,
  ZPaymentStatusQuerySchema,
  ZPaymentStatusResponseSchema,
  ZPaymentTimeoutRequestSchema,
  ZPaymentTimeoutResponseSchema,
  ZSendConfirmationRequestSchema,
  ZSendConfirmationResponseSchema,
} from '@lender/contract';
import { PAYMENT_ERROR_RESPONSES } from './errors';
import type { PaymentsService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['payments'];

export async function paymentsRoutes(
  app: FastifyInstance,
  { service }: { service: PaymentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const session = signedIn(r, 'requireSession');
  session.post(
    '/payment',
    {
      schema: {
        tags,
        summary: 'Start a payment (202 messageKey; idempotent per idempotencyKey)',
        body: ZPaymentRequestSchema,
        response: { 202: ZPaymentStartResponseSchema, ...PAYMENT_ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await service.submit(request.auth, request.body, request.client.language)),
  );
  session.get(
    '/payment',
    {
      schema: {
        tags,
        summary: 'A payment’s status: pending, the confirmation, or Error',
        querystring: ZPaymentStatusQuerySchema,
        response: { 200: ZPaymentStatusResponseSchema, ...PAYMENT_ERROR_RESPONSES },
      },
    },
    (request) => service.status(request.auth, request.query.key, request.client.language),
  );
  session.post(
    '/paymentTimeout',
    {
      schema: {
        tags,
        summary: 'The app stopped waiting; the receipt follows when done',
        body: ZPaymentTimeoutRequestSchema,
        response: { 200: ZPaymentTimeoutResponseSchema, ...PAYMENT_ERROR_RESPONSES },
      },
    },
    (request) => service.timeout(request.auth, request.body.messageKey),
  );
  session.post(
    '/sendConfirmation',
    {
      schema: {
        tags,
        summary: 'Send a finished payment’s receipt by email or SMS',
        body: ZSendConfirmationRequestSchema,
        response: { 200: ZSendConfirmationResponseSchema, ...PAYMENT_ERROR_RESPONSES },
      },
    },
    (request) => service.sendConfirmation(request.auth, request.body, request.client.language),
  );
  session.get(
    '/paymentReceipt',
    {
      schema: {
        tags,
        summary: 'A finished payment’s receipt as a PDF, in the request’s language',
        querystring: ZPaymentReceiptQuerySchema,
        response: PAYMENT_ERROR_RESPONSES,
      },
    },
    async (request, reply) => {
      const file = await service.receiptPdf(
        request.auth,
        request.query.key,
        request.client.language,
      );
      const disposition = request.query.download ? 'attachment' : 'inline';
      reply
        .type(PAYMENT_RECEIPT_CONTENT_TYPE)
        .header('content-disposition', `${disposition}; filename="${file.fileName}"`);
      // binary body: Fastify sends Buffers as they are (no response serializer runs for them)
      return reply.send(file.bytes as never);
    },
  );
}
