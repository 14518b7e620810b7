/** Risk info (spec §7 GET /riskInfo) and its acknowledgement: HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZErrorResponseSchema,
  ZRiskAcknowledgeRequestSchema,
  ZRiskInfoQuerySchema,
  ZRiskInfoResponseSchema,
} from '@lender/contract';
import type { RiskInfoService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['risk info'];
const response = {
  200: ZRiskInfoResponseSchema,
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
} as const;

export async function riskInfoRoutes(
  app: FastifyInstance,
  { service }: { service: RiskInfoService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.get(
    '/riskInfo',
    {
      schema: {
        tags,
        summary:
          'Whether the loan’s rate or credit limit changed or its refinance was denied, and the dialog to show now',
        querystring: ZRiskInfoQuerySchema,
        response,
      },
    },
    (request) => service.info(request.auth, request.query),
  );
  user.post(
    '/riskInfo/acknowledge',
    {
      schema: {
        tags,
        summary:
          'The caller has seen a risk dialog: its flag is cleared for them on this loan (idempotent)',
        body: ZRiskAcknowledgeRequestSchema,
        response,
      },
    },
    (request) => service.acknowledge(request.auth, request.body),
  );
}
