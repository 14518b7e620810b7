/** Spec §7 POST /spouseAddress and GET /demographicReference (decision 060). HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDemographicReferenceQuerySchema,
  ZDemographicReferenceResponseSchema,
  ZErrorResponseSchema,
  ZSpouseAddressRequestSchema,
  ZSpouseAddressResponseSchema,
} from '@lender/contract';
import { signedIn } from '../../../plugins/authenticate';
import type { RequirementsService } from './requirements';

const tags = ['origination'];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
} as const;

export async function requirementsRoutes(
  app: FastifyInstance,
  { service }: { service: RequirementsService },
) {
  const user = signedIn(app.withTypeProvider<ZodTypeProvider>(), 'requireUser');
  user.post(
    '/spouseAddress',
    {
      schema: {
        tags,
        summary:
          'Whether the borrower is married, and the spouse’s name and address (a flagged title loan in a community-property state)',
        body: ZSpouseAddressRequestSchema,
        response: { 200: ZSpouseAddressResponseSchema, ...errors },
      },
    },
    (request) => service.saveSpouse(request.auth, request.body),
  );
  user.get(
    '/demographicReference',
    {
      schema: {
        tags,
        summary: 'Whether the product asks demographics, their options, and what is on file',
        querystring: ZDemographicReferenceQuerySchema,
        response: { 200: ZDemographicReferenceResponseSchema, ...errors },
      },
    },
    (request) => service.reference(request.auth, request.query.applicationId),
  );
}
