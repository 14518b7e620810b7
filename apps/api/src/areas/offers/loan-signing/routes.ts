/** Spec §7 POST/GET /loanSigning and the signed PDF, for every document signed through the e-sign port (decision 025). HTTP only. */
import type { FastifyInstance } from 'fastify';
import {
  ZLoanSigningQuerySchema,
  ZLoanSigningRequestSchema,
  ZLoanSigningResponseSchema,
} from '@lender/contract';
import type { LoanSigningService } from './service';
import { OFFER_ERROR_RESPONSES, userRoutes } from '../route-kit';

const tags = ['signing'];
const errors = OFFER_ERROR_RESPONSES;

export async function loanSigningRoutes(
  app: FastifyInstance,
  { service }: { service: LoanSigningService },
) {
  const user = userRoutes(app);
  const signing = { 200: ZLoanSigningResponseSchema, ...errors };
  user.post(
    '/loanSigning',
    {
      schema: {
        tags,
        summary:
          'Send (or resume) a document for signing (a settlement agreement, a new loan’s agreement, a refinance disclosure for an amount): its envelope and signing page',
        body: ZLoanSigningRequestSchema,
        response: signing,
      },
    },
    (request) =>
      service.start(request.auth, { ...request.body, language: request.client.language }),
  );
  user.get(
    '/loanSigning',
    {
      schema: {
        tags,
        summary: 'A signing envelope’s status (signing statuses of spec §4, or sent)',
        querystring: ZLoanSigningQuerySchema,
        response: signing,
      },
    },
    (request) => service.status(request.auth, request.query.envelopeId),
  );
  user.get(
    '/loanSigning/document',
    {
      schema: {
        tags,
        summary: 'The signed document as a PDF',
        querystring: ZLoanSigningQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await service.signedDocument(request.auth, request.query.envelopeId);
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`);
      return reply.send(Buffer.from(file.bytes) as never);
    },
  );
}
