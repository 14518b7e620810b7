/** Spec §7 GET /originationInfo, POST/GET /loanOriginate, PUT /appraisalStatus and the phone queue (POST /phoneQueue). HTTP only. */
import type { FastifyInstance } from 'fastify';
import {
  ZAppraisalStatusRequestSchema,
  ZAppraisalStatusResponseSchema,
  ZErrorResponseSchema,
  ZLoanOriginateRequestSchema,
  ZLoanOriginateStartResponseSchema,
  ZLoanOriginateStatusQuerySchema,
  ZLoanOriginateStatusResponseSchema,
  ZOriginationErrorResponseSchema,
  ZOriginationInfoQuerySchema,
  ZOriginationInfoResponseSchema,
  ZPhoneQueueRequestSchema,
  ZPhoneQueueResponseSchema,
} from '@lender/contract';
import type { OriginationService } from './service';
import { OFFER_ERROR_RESPONSES, userRoutes } from '../route-kit';

const tags = ['origination'];
const errors = {
  ...OFFER_ERROR_RESPONSES,
  422: ZErrorResponseSchema,
  503: ZErrorResponseSchema,
} as const;
const ok = <T>(schema: T) => ({ 200: schema, ...errors });

export async function originationRoutes(
  app: FastifyInstance,
  { service }: { service: OriginationService },
) {
  const user = userRoutes(app);
  user.get(
    '/originationInfo',
    {
      schema: {
        tags,
        summary:
          'The appraisal offer of an approved application: amounts, store, disbursement options, the newest origination and the phone queue',
        querystring: ZOriginationInfoQuerySchema,
        response: ok(ZOriginationInfoResponseSchema),
      },
    },
    (request) => service.info(request.auth, request.query.applicationId, request.client.language),
  );
  user.post(
    '/loanOriginate',
    {
      schema: {
        tags,
        summary: 'Make a title loan from the appraisal offer: messageKey at once',
        body: ZLoanOriginateRequestSchema,
        response: {
          202: ZLoanOriginateStartResponseSchema,
          ...errors,
          409: ZOriginationErrorResponseSchema,
        },
      },
    },
    async (request, reply) => reply.code(202).send(await service.start(request.auth, request.body)),
  );
  user.get(
    '/loanOriginate',
    {
      schema: {
        tags,
        summary: 'An origination’s status by messageKey: pending, the loan, or Error',
        querystring: ZLoanOriginateStatusQuerySchema,
        response: ok(ZLoanOriginateStatusResponseSchema),
      },
    },
    (request) => service.status(request.auth, request.query.key, request.client.language),
  );
  user.put(
    '/appraisalStatus',
    {
      schema: {
        tags,
        summary: 'Take the appraisal offer up or decline it',
        body: ZAppraisalStatusRequestSchema,
        response: ok(ZAppraisalStatusResponseSchema),
      },
    },
    (request) => service.appraisalStatus(request.auth, request.body),
  );
  user.post(
    '/phoneQueue',
    {
      schema: {
        tags,
        summary: 'Ask the store to call back about the appraisal offer (once while queued)',
        body: ZPhoneQueueRequestSchema,
        response: ok(ZPhoneQueueResponseSchema),
      },
    },
    (request) => service.phoneQueue(request.auth, request.body.appraisalId),
  );
}
