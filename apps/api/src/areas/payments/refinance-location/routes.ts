/** GET/POST /refiallowedstatus (spec §7 Payment): the location check and the restricted-state consent of a refinance. HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZErrorResponseSchema,
  ZRefiAllowedStatusQuerySchema,
  ZRefiAllowedStatusResponseSchema,
  ZRefiConsentRequestSchema,
  ZRefiConsentResponseSchema,
} from '@lender/contract';
import type { RefinanceLocation } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['refinance'];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
} as const;

export async function refinanceLocationRoutes(
  app: FastifyInstance,
  { service }: { service: RefinanceLocation },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.get(
    '/refiallowedstatus',
    {
      schema: {
        tags,
        summary:
          'Whether this position may refinance the loan, and whether the store’s state asks for (and has) the borrower’s consent today',
        querystring: ZRefiAllowedStatusQuerySchema,
        response: { 200: ZRefiAllowedStatusResponseSchema, ...errors },
      },
    },
    (request) => service.status(request.auth, request.query),
  );
  user.post(
    '/refiallowedstatus',
    {
      schema: {
        tags,
        summary:
          'Record the borrower’s restricted-state consent (or refusal) to refinance the loan',
        body: ZRefiConsentRequestSchema,
        response: { 200: ZRefiConsentResponseSchema, ...errors },
      },
    },
    (request) => service.consent(request.auth, request.body),
  );
}
