/** Spec §7 POST /mdmProfile and GET /experianStatus: HTTP only (decision 021). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZErrorResponseSchema,
  ZExperianStatusQuerySchema,
  ZExperianStatusResponseSchema,
  ZMdmProfileRequestSchema,
  ZMdmProfileResponseSchema,
} from '@lender/contract';
import type { CustomerRecordsService } from './records-service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['customer profile'];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
} as const;

export async function customerRecordsRoutes(
  app: FastifyInstance,
  { records }: { records: CustomerRecordsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.post(
    '/mdmProfile',
    {
      schema: {
        tags,
        summary: 'The caller’s master-data profile, reconciled with her customer records',
        body: ZMdmProfileRequestSchema,
        response: { 200: ZMdmProfileResponseSchema, ...errors },
      },
    },
    (request) => records.mdmProfile(request.auth, request.body),
  );
  user.get(
    '/experianStatus',
    {
      schema: {
        tags,
        summary: 'The identity check of the caller’s record: verified, or what it lacks',
        querystring: ZExperianStatusQuerySchema,
        response: { 200: ZExperianStatusResponseSchema, ...errors },
      },
    },
    (request) => records.experianStatus(request.auth, request.query),
  );
}
