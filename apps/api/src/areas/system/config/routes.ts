import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZConfigSettingsResponseSchema,
  ZContactsResponseSchema,
  ZErrorResponseSchema,
  ZLmsReferenceIdResponseSchema,
  ZServiceProviderQuerySchema,
  ZServiceProviderResponseSchema,
  ZStatesResponseSchema,
  ZVideoUrlQuerySchema,
  ZVideoUrlResponseSchema,
} from '@lender/contract';
import { CACHE_CONTROL } from '../../../lib/cache-control';
import type { ConfigService } from './service';

export async function configRoutes(app: FastifyInstance, { service }: { service: ConfigService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['config'];

  r.get(
    '/configsettings',
    {
      schema: {
        tags,
        summary: 'Server settings and feature flags',
        response: { 200: ZConfigSettingsResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', CACHE_CONTROL.short);
      return service.getConfigSettings();
    },
  );

  r.get(
    '/contacts',
    {
      schema: {
        tags,
        summary: 'Contact info of each brand',
        response: { 200: ZContactsResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', CACHE_CONTROL.long);
      return service.getContacts();
    },
  );

  r.get(
    '/states',
    { schema: { tags, summary: 'All states', response: { 200: ZStatesResponseSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', CACHE_CONTROL.long);
      return service.getStates();
    },
  );

  r.get(
    '/serviceProvider',
    {
      schema: {
        tags,
        summary: 'Brands with their providers and availability',
        querystring: ZServiceProviderQuerySchema,
        response: { 200: ZServiceProviderResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.short);
      return service.getServiceProviders(request.query.brand);
    },
  );

  r.get(
    '/lmsReferenceId',
    {
      schema: {
        tags,
        summary: 'Reference id of each loan system',
        response: { 200: ZLmsReferenceIdResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', CACHE_CONTROL.long);
      return service.getLmsReferenceIds();
    },
  );

  r.get(
    '/videoUrl',
    {
      schema: {
        tags,
        summary: "The brand's help video and its caption languages (null when none)",
        querystring: ZVideoUrlQuerySchema,
        response: { 200: ZVideoUrlResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.long);
      return service.getVideoUrl(request.query.brand);
    },
  );
}
