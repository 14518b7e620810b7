import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZServiceStatusResponseSchema } from '@lender/contract';
import { CACHE_CONTROL } from '../../../lib/cache-control';
import type { ServiceStatusService } from './service';

export async function serviceStatusRoutes(
  app: FastifyInstance,
  { service }: { service: ServiceStatusService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/serviceStatus',
    {
      schema: {
        tags: ['config'],
        summary: 'Whether the service is available (maintenance mode)',
        response: { 200: ZServiceStatusResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.revalidate);
      return service.getStatus();
    },
  );
}
