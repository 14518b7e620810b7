/**
 * The one check of every request for control characters (rule and decision in
 * packages/contract/src/common/control-characters.ts): before any schema, handler or query runs, a NUL
 * or another refused control character in the query, a path parameter or the body is a 400 naming
 * the field. Registered on the root instance, so it covers every route, present and future.
 */
import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '@lender/contract';
import { sendError } from './error-handler';

const INPUTS = [
  ['query', (request: { query: unknown }) => request.query],
  ['params', (request: { params: unknown }) => request.params],
  ['body', (request: { body: unknown }) => request.body],
] as const;

export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const [name, read] of INPUTS) {
      const path = findControlCharacter(read(request));
      if (!path) continue;
      const field = [name, ...path].join('.');
      request.log.info({ field }, 'control character refused');
      return sendError(request, reply, 400, `${field}: ${CONTROL_CHARACTER_MESSAGE}`, field);
    }
    return undefined;
  });
}
