/** Loan document upload calls of spec §7: HTTP only (the multipart body is read here, judged in the service). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZErrorResponseSchema,
  ZUploadLoanDocumentsHistoryQuerySchema,
  ZUploadLoanDocumentsHistoryResponseSchema,
  ZUploadLoanDocumentsQuerySchema,
  ZUploadLoanDocumentsResponseSchema,
  ZUploadLoanDocumentsStatusSchema,
} from '@lender/contract';
import { readUploadForm } from './multipart-form';
import type { UploadsService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['documents'];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
};

export async function uploadsRoutes(
  app: FastifyInstance,
  { service }: { service: UploadsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.get(
    '/uploadLoanDocuments',
    {
      schema: {
        tags,
        summary: 'Whether the loan takes uploads, and the limits',
        querystring: ZUploadLoanDocumentsQuerySchema,
        response: { 200: ZUploadLoanDocumentsStatusSchema, ...errors },
      },
    },
    (request) => service.status(request.auth, request.query.loanId),
  );
  user.put(
    '/uploadLoanDocuments',
    {
      schema: {
        tags,
        summary: 'Uploads loan documents (multipart: loanId and files; images and PDF by content)',
        consumes: ['multipart/form-data'],
        response: { 200: ZUploadLoanDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, await service.limits());
      return service.upload(request.auth, form.loanId, form.files);
    },
  );
  user.get(
    '/uploadLoanDocumentsHistory',
    {
      schema: {
        tags,
        summary: 'The caller’s uploaded loan documents, newest first',
        querystring: ZUploadLoanDocumentsHistoryQuerySchema,
        response: { 200: ZUploadLoanDocumentsHistoryResponseSchema, ...errors },
      },
    },
    (request) => service.history(request.auth, request.query.loanId),
  );
}
