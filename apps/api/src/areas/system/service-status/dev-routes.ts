/** The maintenance switch over HTTP. Registered only outside production (PERSONAS.md). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZErrorResponseSchema,
  ZServiceStatusResponseSchema,
  ZSetServiceStatusRequestSchema,
} from '@lender/contract';
import type { ServiceStatusService } from './service';

export async function serviceStatusDevRoutes(
  app: FastifyInstance,
  { service }: { service: ServiceStatusService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/serviceStatus',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['dev'],
        summary: 'Switch the service status (outside production only)',
        body: ZSetServiceStatusRequestSchema,
        response: { 200: ZServiceStatusResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    async (request) => service.setStatus(request.body),
  );
}
