/**
 * Spec §5/§7 Account link: POST /customer (identity fields in the body; the spec's GET /customer with
 * them in the query string stays for a deprecation period) and POST/PUT/GET /replaceCustomer. HTTP only.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZConfirmReplaceCustomerRequestSchema,
  ZLinkCustomerQuerySchema,
  ZLinkCustomerRequestSchema,
  ZLinkCustomerResponseSchema,
  ZReplaceCustomerRequestSchema,
  ZReplaceCustomerResponseSchema,
} from '@lender/contract';
import { ACCOUNT_ERROR_RESPONSES } from '../accounts/route-schemas';
import type { LinkingService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['linking'];
const responses = <T>(ok: T) => ({ 200: ok, ...ACCOUNT_ERROR_RESPONSES });

export async function linkingRoutes(
  app: FastifyInstance,
  { service }: { service: LinkingService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.post(
    '/customer',
    {
      schema: {
        tags,
        summary: 'Link the matching customer record to the caller’s profile',
        body: ZLinkCustomerRequestSchema,
        response: responses(ZLinkCustomerResponseSchema),
      },
    },
    (request) => service.link(request.auth, request.body),
  );
  const deprecatedSummary = 'Deprecated: identity data in the URL; use POST /customer';
  user.get(
    '/customer',
    {
      schema: {
        tags,
        summary: deprecatedSummary,
        deprecated: true,
        querystring: ZLinkCustomerQuerySchema,
        response: responses(ZLinkCustomerResponseSchema),
      },
    },
    (request) => service.link(request.auth, request.query),
  );
  user.post(
    '/replaceCustomer',
    {
      schema: {
        tags,
        summary: 'Verify another record to replace the linked one',
        body: ZReplaceCustomerRequestSchema,
        response: responses(ZReplaceCustomerResponseSchema),
      },
    },
    (request) => service.requestReplacement(request.auth, request.body),
  );
  user.put(
    '/replaceCustomer',
    {
      schema: {
        tags,
        summary: 'Confirm or cancel the pending replacement',
        body: ZConfirmReplaceCustomerRequestSchema,
        response: responses(ZReplaceCustomerResponseSchema),
      },
    },
    (request) => service.decide(request.auth, request.body.requestId, request.body.confirm),
  );
  user.get(
    '/replaceCustomer',
    {
      schema: {
        tags,
        summary: 'The pending account replacement, if any',
        response: responses(ZReplaceCustomerResponseSchema),
      },
    },
    (request) => service.pending(request.auth),
  );
}
