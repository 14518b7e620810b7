/** The marketing sandbox outside production: GET /api/dev/marketing?email=&limit= (newest first), beside the dev outbox. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDevMarketingQuerySchema,
  ZDevMarketingResponseSchema,
  ZErrorResponseSchema,
} from '@lender/contract';
import { normalizeUsername } from '@lender/domain';
import type { createMarketingReader } from './sandbox';

export async function devMarketingRoutes(
  app: FastifyInstance,
  { reader }: { reader: ReturnType<typeof createMarketingReader> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/marketing',
    {
      schema: {
        tags: ['dev'],
        summary: 'What the marketing sandbox recorded, newest first (outside production only)',
        querystring: ZDevMarketingQuerySchema,
        response: { 200: ZDevMarketingResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    async (request) => {
      const { email, limit } = request.query;
      const rows = await reader.list({
        email: email ? normalizeUsername(email).value : undefined,
        limit,
      });
      return {
        records: rows.map((row) => ({
          id: String(row.id),
          kind: row.kind,
          email: row.email,
          eventName: row.eventName,
          dataFields: row.dataFields,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
