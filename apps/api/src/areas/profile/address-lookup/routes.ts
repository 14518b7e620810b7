/** Spec §7 GET /addressPredictions and GET /addressDetails: HTTP only (signed-in users; their own rate budget, plugins/security.ts). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAddressDetailsQuerySchema,
  ZAddressDetailsResponseSchema,
  ZAddressPredictionsQuerySchema,
  ZAddressPredictionsResponseSchema,
  ZErrorResponseSchema,
} from '@lender/contract';
import type { AddressLookupService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['customer profile'];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
  503: ZErrorResponseSchema,
} as const;

export async function addressLookupRoutes(
  app: FastifyInstance,
  { service }: { service: AddressLookupService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.get(
    '/addressPredictions',
    {
      schema: {
        tags,
        summary: 'Up to 5 address predictions for what was typed (3 to 100 characters)',
        querystring: ZAddressPredictionsQuerySchema,
        response: { 200: ZAddressPredictionsResponseSchema, ...errors },
      },
    },
    (request) => service.predictions(request.query),
  );
  user.get(
    '/addressDetails',
    {
      schema: {
        tags,
        summary: 'The street line, city, state and ZIP of a predicted place',
        querystring: ZAddressDetailsQuerySchema,
        response: { 200: ZAddressDetailsResponseSchema, ...errors },
      },
    },
    (request) => service.details(request.query),
  );
}
