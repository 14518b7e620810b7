/**
 * What every offers route file starts from (origination, its requirements, the signing, the settlement): the
 * signed-in user's routes with the contract's schemas, and the error responses they declare (the one error shape).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { signedIn } from '../../plugins/authenticate';

export const OFFER_ERROR_RESPONSES = ERROR_RESPONSES;

/** The routes a signed-in user (not a guest payer) calls. */
export const userRoutes = (app: FastifyInstance) =>
  signedIn(app.withTypeProvider<ZodTypeProvider>(), 'requireUser');
