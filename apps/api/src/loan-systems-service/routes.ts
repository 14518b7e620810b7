/**
 * The service's routes: one POST per operation (wire/operations.ts), documented by its zod schemas. A read answers
 * from the ledger; a write runs once per Idempotency-Key (idempotent-write.ts). Every answer is `{ result }` or the
 * one error shape; a write's answer is sent as stored, so a repeat of the key answers the same bytes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database, DbOrTx } from '../db/client';
import type { Clock } from '../lib/clock';
import { codedErrorBody } from '../plugins/error-handler';
import {
  createLedgerLoanSystems,
  createLedgerOffers,
  type LoanSystemName,
} from '../integrations/loan-systems';
import {
  answerOf,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  OFFER_OPERATIONS,
  SYSTEM_OPERATIONS,
  type Operation,
} from '../integrations/loan-systems/wire/operations';
import { loanSystemName } from '../integrations/loan-systems/wire/records';
import { refusalOf } from '../integrations/loan-systems/wire/refusals';
import { OFFER_CALLS, SYSTEM_CALLS } from './calls';
import { fingerprintOf, writeOnce, type Answer } from './idempotent-write';

export interface ServiceDeps {
  db: Database;
  dataKey: Buffer;
  clock: Clock;
}

/** the call an operation makes, over the ledger in `target` (the database, or the write's savepoint) */
type Invoke = (
  target: DbOrTx,
  system: LoanSystemName | undefined,
  input: unknown,
) => Promise<unknown>;

const ErrorBody = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  errorCode: z.string().optional(),
});

function sendAnswer(reply: FastifyReply, { statusCode, body }: Answer) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .serializer((payload) => payload as string)
    .send(body);
}

function registerOperation(
  app: FastifyInstance,
  deps: ServiceDeps,
  url: string,
  operation: Operation,
  invoke: Invoke,
) {
  const answer = answerOf(operation.result);
  const encoded = (result: unknown): Answer => ({
    statusCode: 200,
    body: JSON.stringify(z.encode(answer, { result })),
  });
  const refusal = (request: FastifyRequest) => (error: unknown) => {
    const refused = refusalOf(error);
    return refused
      ? { statusCode: refused.statusCode, body: JSON.stringify(codedErrorBody(request, refused)) }
      : undefined;
  };
  app.post(
    url,
    {
      schema: {
        summary: operation.summary,
        tags: [url.startsWith('/v1/offers') ? 'offers' : 'systems'],
        body: operation.input,
        ...(url.includes(':system') ? { params: z.object({ system: loanSystemName }) } : {}),
        ...(operation.write
          ? { headers: z.object({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema }) }
          : {}),
        response: { 200: answer, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const system = (request.params as { system?: LoanSystemName }).system;
      if (!operation.write)
        return sendAnswer(reply, encoded(await invoke(deps.db, system, request.body)));
      const written = await writeOnce(deps.db, {
        key: request.headers[IDEMPOTENCY_HEADER] as string,
        fingerprint: fingerprintOf(request.url, request.body),
        now: deps.clock(),
        work: async (tx) => encoded(await invoke(tx, system, request.body)),
        refusal: refusal(request),
      });
      if (written.replayed) reply.header('idempotent-replayed', 'true');
      return sendAnswer(reply, written);
    },
  );
}

/** POST /v1/systems/{system}/{operation} and POST /v1/offers/{operation} */
export function registerOperationRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  const ledgerOver = (target: DbOrTx) =>
    createLedgerLoanSystems(target, { dataKey: deps.dataKey, clock: deps.clock });
  for (const [name, operation] of Object.entries(SYSTEM_OPERATIONS)) {
    const call = SYSTEM_CALLS[name as keyof typeof SYSTEM_CALLS] as (
      port: unknown,
      input: unknown,
    ) => Promise<unknown>;
    registerOperation(
      app,
      deps,
      `/v1/systems/:system/${name}`,
      operation,
      (target, system, input) => call(ledgerOver(target).adapter(system!), input),
    );
  }
  for (const [name, operation] of Object.entries(OFFER_OPERATIONS)) {
    const call = OFFER_CALLS[name as keyof typeof OFFER_CALLS] as (
      offers: unknown,
      input: unknown,
    ) => Promise<unknown>;
    registerOperation(app, deps, `/v1/offers/${name}`, operation, (target, _system, input) =>
      call(createLedgerOffers(target), input),
    );
  }
}
