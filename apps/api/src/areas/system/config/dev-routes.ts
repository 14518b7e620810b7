/** Server-setting overrides over HTTP. Registered only outside production, like the maintenance switch. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZConfigSettingsResponseSchema,
  ZErrorResponseSchema,
  ZSetConfigOverridesRequestSchema,
} from '@lender/contract';
import type { ConfigService } from './service';

export async function configDevRoutes(
  app: FastifyInstance,
  { service }: { service: ConfigService },
) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/dev/configsettings',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['dev'],
        summary: 'Override server settings (outside production only)',
        body: ZSetConfigOverridesRequestSchema,
        response: { 200: ZConfigSettingsResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    async (request) => service.setOverrides(request.body),
  );
}
