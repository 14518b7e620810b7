/**
 * The sandbox's store counter (decision 078, wire/sandbox.ts), outside production only: POST /sandbox/fundedLoans opens
 * a new instalment loan today for a customer the app names (its record of her, kept here as it is when this service
 * holds one). A production service has no such route.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  FundedLoanSchema,
  SANDBOX_FUNDED_LOANS_PATH,
  SandboxFundingSchema,
} from '../integrations/loan-systems/wire/sandbox';

export function registerSandboxRoutes(
  app: FastifyInstance,
  fund: (
    input: z.output<typeof SandboxFundingSchema>,
  ) => Promise<z.output<typeof FundedLoanSchema>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    SANDBOX_FUNDED_LOANS_PATH,
    {
      schema: {
        summary: 'A store opens a new loan today for a customer (the sandbox only)',
        tags: ['sandbox'],
        body: SandboxFundingSchema,
        response: { 201: FundedLoanSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await fund(request.body)),
  );
}
