import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponseSchema, ZHealthResponseSchema } from '@lender/contract';
import { CACHE_CONTROL } from '../../../lib/cache-control';
import type { HealthService } from './service';

export async function healthRoutes(app: FastifyInstance, { service }: { service: HealthService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { rateLimit: false, loadShedding: false },
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthResponseSchema, 503: ZErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.none);
      return service.check();
    },
  );
}
