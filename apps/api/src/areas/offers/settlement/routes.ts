/** Spec §7 GET/POST /settlementStatus. HTTP only (POST/GET /loanSigning of the settlement agreement: areas/offers/loan-signing, through the handler index.ts registers). */
import type { FastifyInstance } from 'fastify';
import {
  ZSettlementStatusQuerySchema,
  ZSettlementStatusRequestSchema,
  ZSettlementStatusResponseSchema,
} from '@lender/contract';
import type { SettlementService } from './service';
import { OFFER_ERROR_RESPONSES, userRoutes } from '../route-kit';

const tags = ['settlement'];
const errors = OFFER_ERROR_RESPONSES;

export async function settlementRoutes(
  app: FastifyInstance,
  { service }: { service: SettlementService },
) {
  const user = userRoutes(app);
  const status = { 200: ZSettlementStatusResponseSchema, ...errors };
  user.get(
    '/settlementStatus',
    {
      schema: {
        tags,
        summary:
          'The loan’s settlement offer: docExp, docSigned, paymentMade, its step and the payment tries left',
        querystring: ZSettlementStatusQuerySchema,
        response: status,
      },
    },
    (request) => service.status(request.auth, request.query.loanId),
  );
  user.post(
    '/settlementStatus',
    {
      schema: {
        tags,
        summary:
          'Read the settlement again after signing or paying (a claim the facts do not bear is 409)',
        body: ZSettlementStatusRequestSchema,
        response: status,
      },
    },
    (request) => service.confirm(request.auth, request.body),
  );
}
