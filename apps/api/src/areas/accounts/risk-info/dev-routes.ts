/**
 * Outside production only: POST /api/dev/riskInfo { loanId, flag, creditLimitCents? } — the sandbox loan system
 * raises a risk flag on a loan now (a credit limit change sets the new limit when given, keeping the one before),
 * so a journey or a demo sees its dialog again.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponseSchema, ZRiskFlagSchema } from '@lender/contract';
import type { RiskFlag } from '@lender/domain';
import type { Clock } from '../../../lib/clock';
import { NotFoundError } from '../../../lib/errors';

const ZRaiseRiskFlagRequestSchema = z.strictObject({
  loanId: z.uuid(),
  flag: ZRiskFlagSchema,
  creditLimitCents: z.number().int().nonnegative().max(10_000_000).optional(),
});

/** `raiseRiskFlag` is the sandbox ledger's (integrations/loan-systems/ledger/risk-info.ts over the app's database, handed in by index.ts); false when no loan has the id. */
export async function riskInfoDevRoutes(
  app: FastifyInstance,
  {
    raiseRiskFlag,
    clock,
  }: {
    raiseRiskFlag: (input: {
      loanId: string;
      flag: RiskFlag;
      creditLimitCents?: number | undefined;
      now: Date;
    }) => Promise<boolean>;
    clock: Clock;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/riskInfo',
    {
      schema: {
        tags: ['dev'],
        summary:
          'The sandbox loan system raises a risk flag on a loan now (outside production only)',
        body: ZRaiseRiskFlagRequestSchema,
        response: {
          200: z.object({ raised: z.literal(true) }),
          400: ZErrorResponseSchema,
          404: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!(await raiseRiskFlag({ ...request.body, now: clock() })))
        throw new NotFoundError('No loan has this id.');
      return { raised: true as const };
    },
  );
}
