/**
 * Payment errors that carry a spec name in `errorCode` (and extra fields the app shows), sent as
 * { reqId, statusCode, error, message, errorCode, …extra } by the payments routes' error handler.
 */
import { z } from 'zod';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZErrorResponseSchema } from '@lender/contract';
import { formatCentsForServer, type PaymentAmountRefusal } from '@lender/domain';
import { text, type Text } from '../../../i18n';
import { ServiceError, type Saying } from '../../../lib/errors';
import { errorBody } from '../../../plugins/error-handler';

export const PaymentErrorCode = {
  AlternateVerificationRequired: 'AlternateVerificationRequired',
  AlternateBlocked: 'AlternateBlocked',
  PaymentInProgress: 'PaymentInProgress',
} as const;

export class PaymentError extends ServiceError {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: Saying,
    readonly extra: Record<string, string | null> = {},
    field?: string,
  ) {
    super(message, field);
  }
}

/** A refusal of the domain's amount rules (a code and its cents) as the table's message. */
export function amountRefusalText(refusal: PaymentAmountRefusal): Text {
  const params = refusal.params;
  if ('payoffCents' in params) return text(`payments.amount.${refusal.code}`, { amount: { cents: params.payoffCents } });
  if ('minimumCents' in params) return text(`payments.amount.${refusal.code}`, { amount: { cents: params.minimumCents } });
  return text(`payments.amount.${refusal.code}`);
}

export const paymentErrors = {
  verificationRequired: () => new PaymentError(403, PaymentErrorCode.AlternateVerificationRequired, text('payments.verificationRequired')),
  alternateBlocked: (lockedByName: string) => new PaymentError(409, PaymentErrorCode.AlternateBlocked, text('payments.alternateBlocked'), { lockedByName }),
  /** the amount is more than the payoff minus the payments already being processed (nothing is charged) */
  inProgress: (inFlightCents: number, remainingCents: number) =>
    new PaymentError(409, PaymentErrorCode.PaymentInProgress, paymentInProgressMessage(inFlightCents, remainingCents), { remainingAmount: formatCentsForServer(remainingCents) }, 'body.paymentAmount'),
};

export const paymentInProgressMessage = (inFlightCents: number, remainingCents: number): Text =>
  remainingCents > 0
    ? text('payments.inProgress', { inFlight: { cents: inFlightCents }, remaining: { cents: remainingCents } })
    : text('payments.inProgressCovered', { inFlight: { cents: inFlightCents } });

/** The error shape of the payment routes: the one shape plus the AlternateBlocked holder's name. */
export const ZPaymentErrorResponseSchema = ZErrorResponseSchema.extend({
  lockedByName: z.string().nullable().optional(),
  /** PaymentInProgress: what may still be paid now, as the server writes amounts ("1,234.56") */
  remainingAmount: z.string().nullable().optional(),
});

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
    const body = { ...errorBody(request, error.statusCode, error, error.field), error: error.errorCode, errorCode: error.errorCode, ...error.extra };
    return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
  });
}
