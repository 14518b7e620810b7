/** Spec §7 GET/POST /settlementStatus, POST/GET /loanSigning (the settlement agreement) and its signed PDF. HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZErrorResponseSchema,
  ZLoanSigningQuerySchema,
  ZLoanSigningRequestSchema,
  ZLoanSigningResponseSchema,
  ZSettlementStatusQuerySchema,
  ZSettlementStatusRequestSchema,
  ZSettlementStatusResponseSchema,
} from '@lender/contract';
import type { SettlementService } from './service';

const tags = ['settlement'];
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema, 409: ZErrorResponseSchema, 429: ZErrorResponseSchema } as const;

export async function settlementRoutes(app: FastifyInstance, { service }: { service: SettlementService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireUser;
  const status = { 200: ZSettlementStatusResponseSchema, ...errors };
  const signing = { 200: ZLoanSigningResponseSchema, ...errors };
  r.get('/settlementStatus', { preHandler, schema: { tags, summary: 'The loan’s settlement offer: docExp, docSigned, paymentMade, its step and the payment tries left', querystring: ZSettlementStatusQuerySchema, response: status } }, (request) =>
    service.status(request.auth!, request.query.loanId),
  );
  r.post('/settlementStatus', { preHandler, schema: { tags, summary: 'Read the settlement again after signing or paying (a claim the facts do not bear is 409)', body: ZSettlementStatusRequestSchema, response: status } }, (request) =>
    service.confirm(request.auth!, request.body),
  );
  r.post('/loanSigning', { preHandler, schema: { tags, summary: 'Send (or resume) the settlement agreement for signing: its envelope and signing page', body: ZLoanSigningRequestSchema, response: signing } }, (request) =>
    service.startSigning(request.auth!, request.body),
  );
  r.get('/loanSigning', { preHandler, schema: { tags, summary: 'A signing envelope’s status (signing statuses of spec §4, or sent)', querystring: ZLoanSigningQuerySchema, response: signing } }, (request) =>
    service.signing(request.auth!, request.query.envelopeId),
  );
  r.get('/loanSigning/document', { preHandler, schema: { tags, summary: 'The signed agreement as a PDF', querystring: ZLoanSigningQuerySchema, response: errors } }, async (request, reply) => {
    const file = await service.signedDocument(request.auth!, request.query.envelopeId);
    reply.type('application/pdf').header('content-disposition', `inline; filename="${file.fileName}"`);
    return reply.send(Buffer.from(file.bytes) as never);
  });
}
