/** Spec §7 Cards and the hosted card form: HTTP only (users and guest sessions). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAddCardRequestSchema,
  ZCardFormKeyQuerySchema,
  ZCardFormKeyResponseSchema,
  ZCardLookupRequestSchema,
  ZCardLookupResponseSchema,
  ZCardResponseSchema,
  ZCardSecureAcceptanceQuerySchema,
  ZCardSecureAcceptanceResponseSchema,
  ZCardsQuerySchema,
  ZCardsResponseSchema,
  ZDeleteCardRequestSchema,
  ZDeleteCardResponseSchema,
  ZErrorResponseSchema,
  ZUpdateCardRequestSchema,
} from '@lender/contract';
import { routeErrorCodes } from '../../plugins/error-handler';
import { signedIn } from '../../plugins/authenticate';
import { CARD_ROUTE_ERROR_CODES } from './errors';
import type { CardsService } from './service';

const tags = ['cards'];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
  500: ZErrorResponseSchema,
  503: ZErrorResponseSchema,
} as const;
const responses = <T>(ok: T) => ({ 200: ok, ...errors });

export interface CardsRoutesOptions {
  service: CardsService;
  /** APP_ORIGIN, when configured: an origin the hosted form may report back to */
  appOrigin: string | undefined;
}

/** This app's own origins: the one the request came to (Host, X-Forwarded-Proto behind a trusted proxy) and APP_ORIGIN. */
function ownOrigins(request: FastifyRequest, appOrigin: string | undefined): string[] {
  return [`${request.protocol}://${request.host}`, ...(appOrigin ? [appOrigin] : [])];
}

export async function cardsRoutes(
  app: FastifyInstance,
  { service, appOrigin }: CardsRoutesOptions,
) {
  // what no card error names is answered with the spec's card error names too
  routeErrorCodes(app, CARD_ROUTE_ERROR_CODES);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const session = signedIn(r, 'requireSession');
  session.get(
    '/cardFormKey',
    {
      schema: {
        tags,
        summary: 'Start a hosted card form session for this app’s page origin',
        querystring: ZCardFormKeyQuerySchema,
        response: responses(ZCardFormKeyResponseSchema),
      },
    },
    (request) => service.cardFormKey(request.auth, request.query, ownOrigins(request, appOrigin)),
  );
  session.get(
    '/cardSecureAcceptance',
    {
      schema: {
        tags,
        summary: 'The card the caller’s completed hosted form produced',
        querystring: ZCardSecureAcceptanceQuerySchema,
        response: responses(ZCardSecureAcceptanceResponseSchema),
      },
    },
    (request) => service.secureAcceptance(request.auth, request.query.transactionUuid),
  );
  session.post(
    '/cardLookup',
    {
      schema: {
        tags,
        summary: 'What the processor knows of a card BIN',
        body: ZCardLookupRequestSchema,
        response: responses(ZCardLookupResponseSchema),
      },
    },
    (request) => service.lookup(request.body.cardBin),
  );
  session.get(
    '/cards',
    {
      schema: {
        tags,
        summary: 'The caller’s cards, newest first, with validations',
        querystring: ZCardsQuerySchema,
        response: responses(ZCardsResponseSchema),
      },
    },
    (request) => service.list(request.auth, request.query.processorType),
  );
  session.post(
    '/cards',
    {
      schema: {
        tags,
        summary: 'Add a card from a hosted form’s bridge token',
        body: ZAddCardRequestSchema,
        response: responses(ZCardResponseSchema),
      },
    },
    (request) => service.add(request.auth, request.body),
  );
  session.put(
    '/cards',
    {
      schema: {
        tags,
        summary: 'Set the guest flag of one of the caller’s cards',
        body: ZUpdateCardRequestSchema,
        response: responses(ZCardResponseSchema),
      },
    },
    (request) => service.update(request.auth, request.body),
  );
  session.delete(
    '/cards',
    {
      schema: {
        tags,
        summary: 'Remove one of the caller’s cards',
        body: ZDeleteCardRequestSchema,
        response: responses(ZDeleteCardResponseSchema),
      },
    },
    (request) => service.remove(request.auth, request.body),
  );
}
