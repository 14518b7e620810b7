/**
 * Payment errors that carry a spec name in `errorCode` (and extra fields the app shows), sent as
 * { reqId, statusCode, error, message, errorCode, …extra } by the payments routes' error handler.
 */
import { z } from 'zod';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZErrorResponseSchema } from '@lender/contract';
import { ServiceError } from '../../lib/errors';
import { errorBody } from '../../plugins/error-handler';

export const PaymentErrorCode = {
  AlternateVerificationRequired: 'AlternateVerificationRequired',
  AlternateBlocked: 'AlternateBlocked',
} as const;

export const ALTERNATE_VERIFICATION_REQUIRED_MESSAGE = 'Please verify that you are the co-signer before paying this loan.';
export const ALTERNATE_BLOCKED_MESSAGE = 'Another party is making a payment on this loan. Please try again later.';

export class PaymentError extends ServiceError {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, string | null> = {},
  ) {
    super(message);
  }
}

export const paymentErrors = {
  verificationRequired: () => new PaymentError(403, PaymentErrorCode.AlternateVerificationRequired, ALTERNATE_VERIFICATION_REQUIRED_MESSAGE),
  alternateBlocked: (lockedByName: string) => new PaymentError(409, PaymentErrorCode.AlternateBlocked, ALTERNATE_BLOCKED_MESSAGE, { lockedByName }),
};

/** The error shape of the payment routes: the one shape plus the AlternateBlocked holder's name. */
export const ZPaymentErrorResponseSchema = ZErrorResponseSchema.extend({ lockedByName: z.string().nullable().optional() });

export const PAYMENT_ERROR_RESPONSES = {
  400: ZPaymentErrorResponseSchema,
  401: ZPaymentErrorResponseSchema,
  403: ZPaymentErrorResponseSchema,
  404: ZPaymentErrorResponseSchema,
  409: ZPaymentErrorResponseSchema,
  429: ZPaymentErrorResponseSchema,
} as const;

/** Sends PaymentErrors with their code; everything else goes on to the app's handlers. */
export function registerPaymentErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!(error instanceof PaymentError)) throw error;
    const body = { ...errorBody(request, error.statusCode, error.message), error: error.errorCode, errorCode: error.errorCode, ...error.extra };
    return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
  });
}
