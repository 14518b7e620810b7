/**
 * The OpenAPI document (from the zod schemas) at /api/docs/json and Swagger UI at /api/docs; another Fastify app of
 * this repository (the loan-systems service, decision 065) names its own title and place.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withPolicySources } from './security';

export const DOCS_PREFIX = '/api/docs';

/** Swagger UI sets element styles at run time; allow inline styles on its pages only. */
export function docsCsp(header: string | number | string[]): string {
  return withPolicySources(header, 'style-src', ["'unsafe-inline'"]);
}

export interface DocsOptions {
  title: string;
  description: string;
  version: string;
  /** where Swagger UI is served (the document at <prefix>/json) */
  prefix: string;
}

const API_DOCS: DocsOptions = {
  title: 'Lender self-service API',
  description:
    'The calls of the customer self-service app (spec §7). Every error has the shape { reqId, statusCode, error, message, field? }.',
  version: '2',
  prefix: DOCS_PREFIX,
};

export async function registerDocs(
  app: FastifyInstance,
  { title, description, version, prefix }: DocsOptions = API_DOCS,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title, description, version },
      servers: [],
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  await app.register(swaggerUi, {
    routePrefix: prefix,
    staticCSP: false,
    transformStaticCSP: docsCsp,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
