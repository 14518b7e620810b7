/**
 * Outside production only: POST /api/dev/autoPay/run { on? } — auto-pay's pass of business day `on` (default today),
 * at once, answering what it charged (decision 056; the auto-pay journey runs its due date's pass so).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDevAutoPayRunRequestSchema,
  ZDevAutoPayRunResponseSchema,
  ZErrorResponseSchema,
} from '@lender/contract';
import { autoPayToday, runAutoPayPass, type AutoPayPassDeps } from './charge-pass';

export async function autoPayDevRoutes(app: FastifyInstance, { deps }: { deps: AutoPayPassDeps }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/autoPay/run',
    {
      schema: {
        tags: ['dev'],
        summary: "Run auto-pay's pass of a business day now (outside production only)",
        body: ZDevAutoPayRunRequestSchema,
        response: { 200: ZDevAutoPayRunResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    async (request) => {
      const on = request.body.on ?? autoPayToday(deps);
      return { on, charges: await runAutoPayPass(deps, on) };
    },
  );
}
