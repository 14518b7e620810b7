/** Documents calls of spec §7 and the payoff quote (issue 13): HTTP only; the service authorizes each loan. */
import type { FastifyInstance, FastifyReply } from 'fastify';
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
  ZPayoffQuotePdfQuerySchema,
  ZPayoffQuoteQuerySchema,
  ZPayoffQuoteResponseSchema,
} from '@lender/contract';
import type { DocumentsService, LoanDocumentFile } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['documents'];
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 404: ZErrorResponseSchema };
const quoteErrors = { ...errors, 409: ZErrorResponseSchema };

function sendPdf(reply: FastifyReply, file: LoanDocumentFile, download: boolean | undefined) {
  const disposition = download ? 'attachment' : 'inline';
  reply
    .type(LOAN_DOCUMENT_CONTENT_TYPE)
    .header('content-disposition', `${disposition}; filename="${file.fileName}"`);
  // binary body: Fastify sends Buffers as they are (no response serializer runs for them)
  return reply.send(file.bytes as never);
}

export async function documentsRoutes(
  app: FastifyInstance,
  { service }: { service: DocumentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.get(
    '/documents',
    {
      schema: {
        tags,
        summary: 'The caller’s account documents across their loans',
        querystring: ZDocumentsQuerySchema,
        response: { 200: ZDocumentsResponseSchema, ...errors },
      },
    },
    (request) => service.listDocuments(request.auth, request.query, request.client.language),
  );
  user.get(
    '/lmsAccountDocuments',
    {
      schema: {
        tags,
        summary: 'One loan’s account documents',
        querystring: ZLmsAccountDocumentsQuerySchema,
        response: { 200: ZLmsAccountDocumentsResponseSchema, ...errors },
      },
    },
    (request) => service.lmsAccountDocuments(request.auth, request.query, request.client.language),
  );
  user.post(
    '/lmsAccountDocumentViewHistory',
    {
      schema: {
        tags,
        summary: 'Records that the caller opened a document',
        body: ZLmsAccountDocumentViewHistoryBodySchema,
        response: { 200: ZLmsAccountDocumentViewHistoryResponseSchema, ...errors },
      },
    },
    (request) => service.recordView(request.auth, request.body),
  );
  user.get(
    '/loanDocuments',
    {
      schema: {
        tags,
        summary: 'A document’s PDF',
        querystring: ZLoanDocumentsQuerySchema,
        response: errors,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await service.documentPdf(request.auth, request.query, request.client.language),
        request.query.download,
      ),
  );
  user.get(
    '/payoffQuote',
    {
      schema: {
        tags,
        summary: 'A loan’s payoff good through a date (today … today + 10 days)',
        querystring: ZPayoffQuoteQuerySchema,
        response: { 200: ZPayoffQuoteResponseSchema, ...quoteErrors },
      },
    },
    (request) => service.payoffQuote(request.auth, request.query),
  );
  user.get(
    '/payoffQuotePdf',
    {
      schema: {
        tags,
        summary: 'The payoff quote as a PDF, in the request’s language',
        querystring: ZPayoffQuotePdfQuerySchema,
        response: quoteErrors,
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      return sendPdf(
        reply,
        await service.payoffQuotePdf(request.auth, query, request.client.language),
        download,
      );
    },
  );
}
