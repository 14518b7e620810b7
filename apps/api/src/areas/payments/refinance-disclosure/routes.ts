/** POST /disclosureacknowledgement (spec §7 Documents): HTTP only. The disclosure itself is signed through /loanSigning. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDisclosureAcknowledgementRequestSchema,
  ZDisclosureAcknowledgementResponseSchema,
  ZErrorResponseSchema,
} from '@lender/contract';
import type { RefinanceDisclosureService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['refinance'];
const response = {
  200: ZDisclosureAcknowledgementResponseSchema,
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
} as const;

export async function refinanceDisclosureRoutes(
  app: FastifyInstance,
  { service }: { service: RefinanceDisclosureService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.post(
    '/disclosureacknowledgement',
    {
      schema: {
        tags,
        summary: 'The borrower (and co-borrower) acknowledge the refinance disclosure of a loan',
        body: ZDisclosureAcknowledgementRequestSchema,
        response,
      },
    },
    (request) => service.acknowledge(request.auth, request.body),
  );
}
