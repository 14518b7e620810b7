/** Draws, cash advance cancel and the disbursement reference (spec §7 POST/GET/DELETE /draw, GET /disbursementReference): HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCancelCashAdvanceRequestSchema,
  ZCancelCashAdvanceResponseSchema,
  ZDisbursementReferenceQuerySchema,
  ZDisbursementReferenceResponseSchema,
  ZDrawLimitsQuerySchema,
  ZDrawLimitsResponseSchema,
  ZDrawRequestSchema,
  ZDrawStartResponseSchema,
  ZDrawStatusQuerySchema,
  ZDrawStatusResponseSchema,
  ZErrorResponseSchema,
} from '@lender/contract';
import type { FundsService } from './service';
import { signedIn } from '../../plugins/authenticate';

const tags = ['funds'];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  422: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
  503: ZErrorResponseSchema,
} as const;
const ok = <T>(schema: T) => ({ 200: schema, ...errors });

export async function fundsRoutes(app: FastifyInstance, { service }: { service: FundsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.get(
    '/drawLimits',
    {
      schema: {
        tags,
        summary: 'What the borrower may draw on a line of credit now',
        querystring: ZDrawLimitsQuerySchema,
        response: ok(ZDrawLimitsResponseSchema),
      },
    },
    (request) => service.limits(request.auth, request.query.loanId),
  );
  user.post(
    '/draw',
    {
      schema: {
        tags,
        summary: 'Draw on a line of credit to a debit card: messageKey at once',
        body: ZDrawRequestSchema,
        response: { 202: ZDrawStartResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await service.start(request.auth, request.body)),
  );
  user.get(
    '/draw',
    {
      schema: {
        tags,
        summary: 'A draw’s status by messageKey',
        querystring: ZDrawStatusQuerySchema,
        response: ok(ZDrawStatusResponseSchema),
      },
    },
    (request) => service.status(request.auth, request.query.key, request.client.language),
  );
  user.get(
    '/disbursementReference',
    {
      schema: {
        tags,
        summary: 'The processor’s reference of the newest disbursement of a type on a loan',
        querystring: ZDisbursementReferenceQuerySchema,
        response: ok(ZDisbursementReferenceResponseSchema),
      },
    },
    (request) => service.disbursementReference(request.auth, request.query),
  );
  user.delete(
    '/draw',
    {
      schema: {
        tags,
        summary: 'Cancel a pending cash advance not yet batched',
        body: ZCancelCashAdvanceRequestSchema,
        response: ok(ZCancelCashAdvanceResponseSchema),
      },
    },
    (request) => service.cancelAdvance(request.auth, request.body),
  );
}
