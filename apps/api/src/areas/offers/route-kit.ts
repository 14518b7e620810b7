/**
 * What every offers route file starts from (origination, its requirements, the signing, the settlement): the
 * signed-in user's routes with the contract's schemas, and the error responses they declare (the one error shape).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponseSchema } from '@lender/contract';
import { signedIn } from '../../plugins/authenticate';

export const OFFER_ERROR_RESPONSES = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
} as const;

/** The routes a signed-in user (not a guest payer) calls. */
export const userRoutes = (app: FastifyInstance) =>
  signedIn(app.withTypeProvider<ZodTypeProvider>(), 'requireUser');
