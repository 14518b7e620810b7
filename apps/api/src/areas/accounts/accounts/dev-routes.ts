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
import { eq, and } from 'drizzle-orm';
import { ZBrandCodeSchema, ZErrorResponseSchema } from '@lender/contract';
import type { Database } from '../../../db/client';
import { identities, loans } from '../../../db/schema';
import { fundSandboxLoan } from '../../../integrations/loan-systems/ledger/fund-loan';
import { batchCashAdvances, requestSandboxCashAdvance, unbatchedCashAdvances } from '../../../integrations/loan-systems/ledger/post-draw';
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
const ZCashAdvanceRequestSchema = z.strictObject({ loanId: z.uuid(), amountCents: z.number().int().positive().max(1_000_000) });
const ZCashAdvanceBatchRequestSchema = z.strictObject({ loanId: z.uuid(), transactionId: z.string().min(1).max(64).optional() });
const ZFundLoanResponseSchema = z.object({ loanId: z.uuid(), loanNumber: z.string(), customerId: z.uuid(), openedOn: z.string() });

export async function accountsDevRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/fundedLoans',
    { schema: { tags: ['dev'], summary: 'Fund a sandbox loan for a profile today (outside production only)', body: ZFundLoanRequestSchema, response: { 201: ZFundLoanResponseSchema, 400: ZErrorResponseSchema, 404: ZErrorResponseSchema } } },
    async (request, reply) => {
      const { kind, value } = parseUsername(request.body.username);
      const [identity] = await db.select({ profileId: identities.profileId }).from(identities).where(and(eq(identities.kind, kind), eq(identities.value, value)));
      if (!identity) throw new NotFoundError('No profile has this username.');
      const funded = await fundSandboxLoan(db, { ...request.body, profileId: identity.profileId, now: clock() });
      return reply.code(201).send(funded);
    },
  );

  const assertLoan = async (loanId: string) => {
    const [loan] = await db.select({ id: loans.id }).from(loans).where(eq(loans.id, loanId));
    if (!loan) throw new NotFoundError('No loan has this id.');
  };
  const errors = { 400: ZErrorResponseSchema, 404: ZErrorResponseSchema };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/cashAdvances',
    { schema: { tags: ['dev'], summary: 'A store requests a pending cash advance on a line (outside production only)', body: ZCashAdvanceRequestSchema, response: { 201: z.object({ transactionId: z.string() }), ...errors } } },
    async (request, reply) => {
      await assertLoan(request.body.loanId);
      const transactionId = await requestSandboxCashAdvance(db, { ...request.body, now: clock() });
      return reply.code(201).send({ transactionId });
    },
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/cashAdvanceBatch',
    { schema: { tags: ['dev'], summary: "Run the cash advance batching for a loan now (outside production only)", body: ZCashAdvanceBatchRequestSchema, response: { 200: z.object({ moved: z.number().int() }), ...errors } } },
    async (request) => {
      await assertLoan(request.body.loanId);
      const due = await unbatchedCashAdvances(db, request.body);
      return { moved: await batchCashAdvances(db, due.map((advance) => advance.id)) };
    },
  );
}
