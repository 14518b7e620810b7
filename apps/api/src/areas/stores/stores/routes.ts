/** Store calls (spec §7 GET /store, GET /storemap) and the locator search GET /stores: public reads. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZErrorResponseSchema,
  ZStoreMapQuerySchema,
  ZStoreQuerySchema,
  ZStoreResponseSchema,
  ZStoresQuerySchema,
  ZStoresResponseSchema,
} from '@lender/contract';
import { CACHE_CONTROL } from '../../../lib/cache-control';
import type { StoresService } from './service';

const tags = ['stores'];
const errors = { 400: ZErrorResponseSchema, 404: ZErrorResponseSchema };

export async function storesRoutes(app: FastifyInstance, { service }: { service: StoresService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/store',
    {
      schema: {
        tags,
        summary: 'Store details',
        querystring: ZStoreQuerySchema,
        response: { 200: ZStoreResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const store = await service.store(request.query.storeId, request.client.language);
      reply.header('cache-control', CACHE_CONTROL.medium);
      return store;
    },
  );
  r.get(
    '/storemap',
    {
      schema: {
        tags,
        summary: 'A generated map image of the store (SVG)',
        querystring: ZStoreMapQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const image = await service.storeMap(request.query.storeId, {
        width: request.query.width,
        height: request.query.height,
      });
      reply.type(image.contentType).header('cache-control', CACHE_CONTROL.long);
      // an image body: sent as it is (no JSON serializer)
      return reply.send(image.body as never);
    },
  );
  r.get(
    '/stores',
    {
      schema: {
        tags,
        summary: 'Store locator: nearest to a position or zip, or by state',
        querystring: ZStoresQuerySchema,
        response: { 200: ZStoresResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await service.search(request.query, request.client.language);
      reply.header('cache-control', CACHE_CONTROL.short);
      return found;
    },
  );
}
