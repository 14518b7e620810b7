/** Spec §7 POST /iterableEvent, POST and PUT /iterableProfile: HTTP only, signed-in users, through the marketing tracker. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZErrorResponseSchema,
  ZMarketingEventRequestSchema,
  ZMarketingProfileRequestSchema,
  ZMarketingRecordedResponseSchema,
} from '@lender/contract';
import { marketingCallerOf, type MarketingTracker } from '../../../integrations/marketing';
import { signedIn, type SignedInRequest } from '../../../plugins/authenticate';

const tags = ['marketing'];
const responses = {
  200: ZMarketingRecordedResponseSchema,
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
} as const;

export async function marketingRoutes(
  app: FastifyInstance,
  { tracker }: { tracker: MarketingTracker },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.post(
    '/iterableEvent',
    {
      schema: {
        tags,
        summary:
          'Record an allowed marketing event (no secrets; the spec §7 analytics properties are added)',
        body: ZMarketingEventRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      return { recorded: await tracker.event(marketingCallerOf(request), request.body) };
    },
  );
  const profileRoute = {
    schema: {
      tags,
      summary: 'Create or update the caller’s marketing profile (allowed fields only)',
      body: ZMarketingProfileRequestSchema,
      response: responses,
    },
  };
  const upsert = async (request: SignedInRequest<typeof profileRoute.schema>) => {
    return { recorded: await tracker.profile(marketingCallerOf(request), request.body) };
  };
  user.post('/iterableProfile', profileRoute, upsert);
  user.put('/iterableProfile', profileRoute, upsert);
}
