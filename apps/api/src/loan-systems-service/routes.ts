/**
 * The service's routes: one POST per endpoint (endpoints.ts), documented by its operation's zod schemas. Every answer
 * is `{ result }` or the one error shape; it is sent as encoded (a write's as stored), so a repeat of a key answers the
 * same bytes, flagged `idempotent-replayed: true`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { codedErrorBody } from '../plugins/error-handler';
import type { LoanSystemName } from '../integrations/loan-systems';
import {
  answerOf,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
} from '../integrations/loan-systems/wire/operations';
import { loanSystemName } from '../integrations/loan-systems/wire/records';
import type { Endpoint } from './endpoints';
import type { Answer } from '../integrations/loan-systems/wire/answers';

const ErrorBody = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  errorCode: z.string().optional(),
});

function send(reply: FastifyReply, { statusCode, body }: Answer) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .serializer((payload) => payload as string)
    .send(body);
}

export function registerOperationRoutes(app: FastifyInstance, endpoints: Endpoint[]): void {
  for (const { url, operation, answer } of endpoints) {
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
          response: { 200: answerOf(operation.result), '4xx': ErrorBody },
        },
      },
      async (request, reply) => {
        const answered = await answer({
          path: request.url,
          system: (request.params as { system?: LoanSystemName }).system,
          body: request.body,
          key: request.headers[IDEMPOTENCY_HEADER] as string | undefined,
          renderRefusal: (refusal) => JSON.stringify(codedErrorBody(request, refusal)),
        });
        if (answered.replayed) reply.header('idempotent-replayed', 'true');
        return send(reply, answered);
      },
    );
  }
}
