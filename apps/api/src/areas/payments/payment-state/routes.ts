/** Spec §7 Payment: the payment remote state and the next business date. HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZNextBusinessDateQuerySchema,
  ZNextBusinessDateResponseSchema,
  ZPaymentRemoteStateRequestSchema,
  ZPaymentRemoteStateResponseSchema,
} from '@lender/contract';
import { ACCOUNT_ERROR_RESPONSES } from '../../accounts';
import type { PaymentStateService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['payment'];

export async function paymentStateRoutes(
  app: FastifyInstance,
  { service }: { service: PaymentStateService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const session = signedIn(r, 'requireSession');
  const state = { 200: ZPaymentRemoteStateResponseSchema, ...ACCOUNT_ERROR_RESPONSES };
  session.get(
    '/paymentRemoteState',
    {
      schema: {
        tags,
        summary: 'The caller’s saved payment state and route (nulls when none)',
        response: state,
      },
    },
    (request) => service.getState(request.auth),
  );
  session.post(
    '/paymentRemoteState',
    {
      schema: {
        tags,
        summary: 'Save the encoded payment state and route; an empty state clears it',
        body: ZPaymentRemoteStateRequestSchema,
        response: state,
      },
    },
    (request) => service.saveState(request.auth, request.body),
  );
  session.get(
    '/nextBusinessDate',
    {
      schema: {
        tags,
        summary: 'The next business date (America/Chicago) for a loan of the caller',
        querystring: ZNextBusinessDateQuerySchema,
        response: { 200: ZNextBusinessDateResponseSchema, ...ACCOUNT_ERROR_RESPONSES },
      },
    },
    (request) => service.nextBusinessDate(request.auth, request.query.lmsId),
  );
}
