/** GET /ancillaryProducts (spec §7): HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAncillaryProductsQuerySchema,
  ZAncillaryProductsResponseSchema,
  ZErrorResponseSchema,
} from '@lender/contract';
import { signedIn } from '../../../plugins/authenticate';
import type { AncillaryProductsService } from './service';

const response = {
  200: ZAncillaryProductsResponseSchema,
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
} as const;

export async function ancillaryProductsRoutes(
  app: FastifyInstance,
  { service }: { service: AncillaryProductsService },
) {
  signedIn(app.withTypeProvider<ZodTypeProvider>(), 'requireUser').get(
    '/ancillaryProducts',
    {
      schema: {
        tags: ['refinance'],
        summary:
          'The ancillary products offered with a renewal of the loan, what the borrower confirms, and those only the store can set up',
        querystring: ZAncillaryProductsQuerySchema,
        response,
      },
    },
    (request) => service.products(request.auth, request.query, request.client.language),
  );
}
