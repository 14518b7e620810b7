/** Spec §7 POST /spouseAddress and GET /demographicReference (decision 060). HTTP only. */
import type { FastifyInstance } from 'fastify';
import {
  ZDemographicReferenceQuerySchema,
  ZDemographicReferenceResponseSchema,
  ZSpouseAddressRequestSchema,
  ZSpouseAddressResponseSchema,
} from '@lender/contract';
import { OFFER_ERROR_RESPONSES, userRoutes } from '../route-kit';
import type { RequirementsService } from './requirements';

const tags = ['origination'];
const errors = OFFER_ERROR_RESPONSES;

export async function requirementsRoutes(
  app: FastifyInstance,
  { service }: { service: RequirementsService },
) {
  const user = userRoutes(app);
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
