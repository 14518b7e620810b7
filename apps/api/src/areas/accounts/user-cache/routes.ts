/** Spec §7 User cache: HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZUserCacheQuerySchema,
  ZUserCacheRequestSchema,
  ZUserCacheResponseSchema,
} from '@lender/contract';
import { ACCOUNT_ERROR_RESPONSES } from '../accounts/route-schemas';
import type { UserCacheService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['user cache'];

export async function userCacheRoutes(
  app: FastifyInstance,
  { service }: { service: UserCacheService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  const response = { 200: ZUserCacheResponseSchema, ...ACCOUNT_ERROR_RESPONSES };
  user.get(
    '/usercache',
    {
      schema: {
        tags,
        summary: 'The caller’s cached value',
        querystring: ZUserCacheQuerySchema,
        response,
      },
    },
    (request) => service.read(request.auth, request.query.customerId),
  );
  user.post(
    '/usercache',
    {
      schema: {
        tags,
        summary: 'Replace the caller’s cached value',
        body: ZUserCacheRequestSchema,
        response,
      },
    },
    (request) => service.write(request.auth, request.body.customerId, request.body.value),
  );
}
