/** Auto-pay (spec §3 autoPay): GET and PUT /autoPay, HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAutoPayQuerySchema,
  ZAutoPaySchema,
  ZAutoPayUpdateRequestSchema,
  ZErrorResponseSchema,
} from '@lender/contract';
import type { AutoPayService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['auto-pay'];
const response = {
  200: ZAutoPaySchema,
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
} as const;

export async function autoPayRoutes(
  app: FastifyInstance,
  { service }: { service: AutoPayService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.get(
    '/autoPay',
    {
      schema: {
        tags,
        summary: 'Whether the loan pays itself on its due dates, and with which card',
        querystring: ZAutoPayQuerySchema,
        response,
      },
    },
    (request) => service.get(request.auth, request.query.loanId),
  );
  user.put(
    '/autoPay',
    {
      schema: {
        tags,
        summary: 'Enrol the loan in auto-pay with a card of the borrower, or leave auto-pay',
        body: ZAutoPayUpdateRequestSchema,
        response,
      },
    },
    (request) => service.update(request.auth, request.body),
  );
}
