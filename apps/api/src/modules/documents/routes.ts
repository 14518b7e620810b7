/** Documents calls of spec §7: HTTP only; the service authorizes each loan. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LOAN_DOCUMENT_CONTENT_TYPE,
  ZDocumentsQuerySchema,
  ZDocumentsResponseSchema,
  ZErrorResponseSchema,
  ZLmsAccountDocumentsQuerySchema,
  ZLmsAccountDocumentsResponseSchema,
  ZLmsAccountDocumentViewHistoryBodySchema,
  ZLmsAccountDocumentViewHistoryResponseSchema,
  ZLoanDocumentsQuerySchema,
} from '@lender/contract';
import type { DocumentsService } from './service';

const tags = ['documents'];
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 404: ZErrorResponseSchema };

export async function documentsRoutes(app: FastifyInstance, { service }: { service: DocumentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireUser;
  r.get('/documents', { preHandler, schema: { tags, summary: 'The caller’s account documents across their loans', querystring: ZDocumentsQuerySchema, response: { 200: ZDocumentsResponseSchema, ...errors } } }, (request) =>
    service.listDocuments(request.auth!, request.query, request.client.language),
  );
  r.get('/lmsAccountDocuments', { preHandler, schema: { tags, summary: 'One loan’s account documents', querystring: ZLmsAccountDocumentsQuerySchema, response: { 200: ZLmsAccountDocumentsResponseSchema, ...errors } } }, (request) =>
    service.lmsAccountDocuments(request.auth!, request.query, request.client.language),
  );
  r.post('/lmsAccountDocumentViewHistory', { preHandler, schema: { tags, summary: 'Records that the caller opened a document', body: ZLmsAccountDocumentViewHistoryBodySchema, response: { 200: ZLmsAccountDocumentViewHistoryResponseSchema, ...errors } } }, (request) =>
    service.recordView(request.auth!, request.body),
  );
  r.get('/loanDocuments', { preHandler, schema: { tags, summary: 'A document’s PDF', querystring: ZLoanDocumentsQuerySchema, response: errors } }, async (request, reply) => {
    const file = await service.documentPdf(request.auth!, request.query, request.client.language);
    const disposition = request.query.download ? 'attachment' : 'inline';
    reply.type(LOAN_DOCUMENT_CONTENT_TYPE).header('content-disposition', `${disposition}; filename="${file.fileName}"`);
    // binary body: Fastify sends Buffers as they are (no response serializer runs for them)
    return reply.send(file.bytes as never);
  });
}
