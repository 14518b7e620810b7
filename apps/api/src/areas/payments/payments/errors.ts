/**
 * Payment errors: coded errors that carry a spec name in `errorCode` and in `error` (and extra fields the app shows),
 * answered by the one error handler as { reqId, statusCode, error: errorCode, message, field?, errorCode, …extra }.
 */
import { z } from 'zod';
import { ZErrorResponseSchema } from '@lender/contract';
import {
  formatCentsForServer,
  type ManualRetryRefusal,
  type PaymentAmountRefusal,
} from '@lender/domain';
import { text, type Text } from '../../../i18n';
import { CodedError } from '../../../lib/errors';

export const PaymentErrorCode = {
  AlternateVerificationRequired: 'AlternateVerificationRequired',
  AlternateBlocked: 'AlternateBlocked',
  PaymentInProgress: 'PaymentInProgress',
  PaymentRetryRestricted: 'PaymentRetryRestricted',
} as const;

type TPaymentErrorCode = (typeof PaymentErrorCode)[keyof typeof PaymentErrorCode];

/** A payment refusal: its code is its `error` too, and `extra` goes in the body (the holder's name, what may be paid). */
const paymentError = (
  statusCode: number,
  errorCode: TPaymentErrorCode,
  message: Text,
  extra: Record<string, string | null> = {},
  field?: string,
) => new CodedError(statusCode, errorCode, message, field, { codeIsError: true, extra });

/** A refusal of the domain's amount rules (a code and its cents) as the table's message. */
export function amountRefusalText(refusal: PaymentAmountRefusal): Text {
  const params = refusal.params;
  if ('payoffCents' in params)
    return text(`payments.amount.${refusal.code}`, { amount: { cents: params.payoffCents } });
  if ('minimumCents' in params)
    return text(`payments.amount.${refusal.code}`, { amount: { cents: params.minimumCents } });
  return text(`payments.amount.${refusal.code}`);
}

export const paymentErrors = {
  verificationRequired: () =>
    paymentError(
      403,
      PaymentErrorCode.AlternateVerificationRequired,
      text('payments.verificationRequired'),
    ),
  alternateBlocked: (lockedByName: string) =>
    paymentError(409, PaymentErrorCode.AlternateBlocked, text('payments.alternateBlocked'), {
      lockedByName,
    }),
  /** the amount is more than the payoff minus the payments already being processed (nothing is charged) */
  inProgress: (inFlightCents: number, remainingCents: number) =>
    paymentError(
      409,
      PaymentErrorCode.PaymentInProgress,
      paymentInProgressMessage(inFlightCents, remainingCents),
      { remainingAmount: formatCentsForServer(remainingCents) },
      'body.paymentAmount',
    ),
};

/** the card was declined on the loan less than the restricted retry interval ago (domain manualRetryRefusal) */
export const retryRestricted = ({ params }: ManualRetryRefusal) =>
  paymentError(
    409,
    PaymentErrorCode.PaymentRetryRestricted,
    text('payments.retryRestricted', { minutes: params.minutes }),
    { retryAt: params.retryAt },
    'body.paymentCardToken',
  );

export const paymentInProgressMessage = (inFlightCents: number, remainingCents: number): Text =>
  remainingCents > 0
    ? text('payments.inProgress', {
        inFlight: { cents: inFlightCents },
        remaining: { cents: remainingCents },
      })
    : text('payments.inProgressCovered', { inFlight: { cents: inFlightCents } });

/** The error shape of the payment routes: the one shape plus the AlternateBlocked holder's name. */
export const ZPaymentErrorResponseSchema = ZErrorResponseSchema.extend({
  lockedByName: z.string().nullable().optional(),
  /** PaymentInProgress: what may still be paid now, as the server writes amounts ("1,234.56") */
  remainingAmount: z.string().nullable().optional(),
  /** a location refusal (location-check.ts): the loan's store state and the state the position lies in */
  storeState: z.string().nullable().optional(),
  positionState: z.string().nullable().optional(),
  /** PaymentRetryRestricted: when the declined card may pay the loan again (ISO time) */
  retryAt: z.string().nullable().optional(),
});

export const PAYMENT_ERROR_RESPONSES = {
  400: ZPaymentErrorResponseSchema,
  401: ZPaymentErrorResponseSchema,
  403: ZPaymentErrorResponseSchema,
  404: ZPaymentErrorResponseSchema,
  409: ZPaymentErrorResponseSchema,
  422: ZPaymentErrorResponseSchema,
  429: ZPaymentErrorResponseSchema,
} as const;
