/** Spec §7 POST /iterableEvent, POST and PUT /iterableProfile: HTTP only, signed-in users, through the marketing tracker. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponseSchema, ZMarketingEventRequestSchema, ZMarketingProfileRequestSchema, ZMarketingRecordedResponseSchema } from '@lender/contract';
import { marketingCallerOf, type MarketingTracker } from '../../../integrations/marketing';

const tags = ['marketing'];
const responses = { 200: ZMarketingRecordedResponseSchema, 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 429: ZErrorResponseSchema } as const;
const recorded = { recorded: true as const };

export async function marketingRoutes(app: FastifyInstance, { tracker }: { tracker: MarketingTracker }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireUser;
  r.post('/iterableEvent', { preHandler, schema: { tags, summary: 'Record an allowed marketing event (no secrets; the spec §7 analytics properties are added)', body: ZMarketingEventRequestSchema, response: responses } }, async (request) => {
    await tracker.event(marketingCallerOf(request), request.body);
    return recorded;
  });
  const profileRoute = { preHandler, schema: { tags, summary: 'Create or update the caller’s marketing profile (allowed fields only)', body: ZMarketingProfileRequestSchema, response: responses } };
  const upsert = async (request: { body: { email?: string | undefined; dataFields: Record<string, string | number | boolean> }; auth?: { profileId: string } | undefined; client: { brand: string; pwa: boolean } }) => {
    await tracker.profile(marketingCallerOf(request), request.body);
    return recorded;
  };
  r.post('/iterableProfile', profileRoute, upsert);
  r.put('/iterableProfile', profileRoute, upsert);
}
