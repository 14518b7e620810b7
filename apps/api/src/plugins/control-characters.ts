/**
 * The one check of every request for refused text (rule and decision in
 * packages/contract/src/common/control-characters.ts): before any schema, handler or query runs, a NUL,
 * another refused control character or a lone surrogate in the query, a path parameter or the body is a 400
 * naming the field. Registered on the root instance, so it covers every route, present and future.
 */
import type { FastifyInstance } from 'fastify';
import { findRefusedText, REFUSED_TEXT_MESSAGES } from '@lender/contract';
import { sendError } from './error-handler';

const INPUTS = [
  ['query', (request: { query: unknown }) => request.query],
  ['params', (request: { params: unknown }) => request.params],
  ['body', (request: { body: unknown }) => request.body],
] as const;

export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const [name, read] of INPUTS) {
      const found = findRefusedText(read(request));
      if (!found) continue;
      const field = [name, ...found.path].join('.');
      request.log.info({ field, rule: found.rule }, 'refused text');
      return sendError(
        request,
        reply,
        400,
        `${field}: ${REFUSED_TEXT_MESSAGES[found.rule]}`,
        field,
      );
    }
    return undefined;
  });
}
