/**
 * Outside production only: POST /api/dev/fundedLoans { username, firstName, lastName } — a store of the
 * sandbox loan system funds a new $600.00 instalment loan for that profile today (a referred person's
 * qualifying event; journeys and demos use it). Answers the loan's id, number and opened date.
 * POST /api/dev/cashAdvances { loanId, amountCents } — a store requests a pending cash advance (1000) on a
 * line today; POST /api/dev/cashAdvanceBatch { loanId, transactionId? } — the batching run (1000 → 1002) for
 * that loan's pending advances, or that one advance, now, whatever their cut-off (the funds journeys).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBrandCodeSchema, ZErrorResponseSchema } from '@lender/contract';
import type { FundLoanInput } from '../../../integrations/loan-systems/ledger/fund-loan';
import type { UnbatchedFilter } from '../../../integrations/loan-systems/ledger/post-draw';
import type { Clock } from '../../../lib/clock';
import { NotFoundError } from '../../../lib/errors';
import { parseUsername } from '../../../lib/username';

const ZFundLoanRequestSchema = z.strictObject({
  username: z.string().min(3).max(254),
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
  amountCents: z.number().int().positive().max(500_000).default(60_000),
  brandCode: ZBrandCodeSchema.default('inl'),
});
const ZCashAdvanceRequestSchema = z.strictObject({
  loanId: z.uuid(),
  amountCents: z.number().int().positive().max(1_000_000),
});
const ZCashAdvanceBatchRequestSchema = z.strictObject({
  loanId: z.uuid(),
  transactionId: z.string().min(1).max(64).optional(),
});
const ZFundLoanResponseSchema = z.object({
  loanId: z.uuid(),
  loanNumber: z.string(),
  customerId: z.uuid(),
  openedOn: z.string(),
});

/** What the dev routes read and change: dev-repo.ts over the app's database, handed in by index.ts. */
export interface AccountsDevData {
  profileIdByUsername(username: ReturnType<typeof parseUsername>): Promise<string | null>;
  loanExists(loanId: string): Promise<boolean>;
  fundLoan(input: FundLoanInput): Promise<z.infer<typeof ZFundLoanResponseSchema>>;
  requestCashAdvance(input: { loanId: string; amountCents: number; now: Date }): Promise<string>;
  batchCashAdvances(filter: UnbatchedFilter): Promise<number>;
}

export async function accountsDevRoutes(
  app: FastifyInstance,
  { data, clock }: { data: AccountsDevData; clock: Clock },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/fundedLoans',
    {
      schema: {
        tags: ['dev'],
        summary: 'Fund a sandbox loan for a profile today (outside production only)',
        body: ZFundLoanRequestSchema,
        response: {
          201: ZFundLoanResponseSchema,
          400: ZErrorResponseSchema,
          404: ZErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const profileId = await data.profileIdByUsername(parseUsername(request.body.username));
      if (!profileId) throw new NotFoundError('No profile has this username.');
      const funded = await data.fundLoan({ ...request.body, profileId, now: clock() });
      return reply.code(201).send(funded);
    },
  );

  const assertLoan = async (loanId: string) => {
    if (!(await data.loanExists(loanId))) throw new NotFoundError('No loan has this id.');
  };
  const errors = { 400: ZErrorResponseSchema, 404: ZErrorResponseSchema };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/cashAdvances',
    {
      schema: {
        tags: ['dev'],
        summary: 'A store requests a pending cash advance on a line (outside production only)',
        body: ZCashAdvanceRequestSchema,
        response: { 201: z.object({ transactionId: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      await assertLoan(request.body.loanId);
      const transactionId = await data.requestCashAdvance({ ...request.body, now: clock() });
      return reply.code(201).send({ transactionId });
    },
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/cashAdvanceBatch',
    {
      schema: {
        tags: ['dev'],
        summary: 'Run the cash advance batching for a loan now (outside production only)',
        body: ZCashAdvanceBatchRequestSchema,
        response: { 200: z.object({ moved: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      await assertLoan(request.body.loanId);
      return { moved: await data.batchCashAdvances(request.body) };
    },
  );
}
