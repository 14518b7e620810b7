/**
 * POST /payment (submit.ts), GET /payment?key=, POST /paymentTimeout, POST /sendConfirmation, GET /paymentReceipt
 * (spec §4, §7, §8): a payment's status, confirmation and receipt, for its own payer only.
 */
import type { TLanguage, TPaymentStatusResponse } from '@lender/contract';
import { PaymentType, preferredContacts } from '@lender/domain';
import { translate } from '../../../i18n';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { assertLoanAccess, type AuthContext } from '../../../plugins/authenticate';
import type { ReceiptFile } from '../../documents';
import { paymentConfirmation } from './confirmation';
import type { PaymentsServiceDeps } from './deps';
import { guestSessionOf, isDone } from './payer';
import { receiptMessage } from './receipt-message';
import type { PaymentWithPosting } from './repo';
import { createPaymentSubmit } from './submit';

export type { PaymentsServiceDeps } from './deps';
export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found.';

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { loans, repo, messaging, receipts, settlement, renewals, clock } = deps;
  /**
   * The caller's own payment: a guest session's only for that guest session, and a user's never one a
   * guest session made on the profile (the link owner's payment keys do not work for a guest); 404 otherwise.
   */
  async function ownPayment(auth: AuthContext, messageKey: string): Promise<PaymentWithPosting> {
    const payment = await repo.byMessageKey(messageKey);
    // payerRole too: a guest payment whose session row is gone (guest_session_id set null) stays the guest's
    const ownRole = (payment?.payerRole === 'guest') === (auth.scope === 'guest');
    if (
      !payment ||
      payment.profileId !== auth.profileId ||
      payment.guestSessionId !== guestSessionOf(auth) ||
      !ownRole
    )
      throw new NotFoundError(PAYMENT_NOT_FOUND_MESSAGE);
    assertLoanAccess(auth, payment.loanId);
    return payment;
  }

  /** A posted payment's confirmation, and its loan. */
  async function confirmationOf(payment: PaymentWithPosting) {
    const { postedOn } = payment;
    const loan = postedOn === null ? undefined : await loans.findLoan(payment.loanId);
    if (!loan || postedOn === null) throw new NotFoundError(PAYMENT_NOT_FOUND_MESSAGE);
    const settlementRemainingCents =
      payment.paymentType === PaymentType.Settlement
        ? await settlement.remainingOf(payment.loanId)
        : null;
    return {
      confirmation: paymentConfirmation(
        payment,
        loan,
        postedOn,
        await renewals.of(payment),
        settlementRemainingCents,
      ),
      loan,
    };
  }

  /** The caller's own payment, finished: a pending or failed one has no receipt (409). */
  async function postedPayment(auth: AuthContext, messageKey: string, field: string) {
    const payment = await ownPayment(auth, messageKey);
    if (payment.status !== 'posted') throw new ConflictError('The payment is not finished.', field);
    return confirmationOf(payment);
  }

  return {
    submit: createPaymentSubmit(deps),

    async status(
      auth: AuthContext,
      messageKey: string,
      language: TLanguage = 'en',
    ): Promise<TPaymentStatusResponse> {
      const payment = await ownPayment(auth, messageKey);
      const base = {
        messageKey,
        pending: false,
        confirmationNumber: null,
        newLoanId: null,
        Error: null,
        confirmation: null,
      };
      if (payment.status === 'failed')
        return { ...base, Error: translate(language, payment.error ?? 'The payment failed.') };
      if (payment.status !== 'posted') return { ...base, pending: true };
      return {
        ...base,
        confirmationNumber: payment.confirmationNumber,
        newLoanId: payment.newLoanId,
        confirmation: (await confirmationOf(payment)).confirmation,
      };
    },

    /** The app stopped waiting: the job still finishes, and then sends the receipt (to the profile's contact when none was given). */
    async timeout(auth: AuthContext, messageKey: string) {
      const payment = await ownPayment(auth, messageKey);
      if (isDone(payment)) return { messageKey, pending: false, receiptWhenDone: false };
      if (!payment.receiptEmail && !payment.receiptPhone) {
        // by the customer's communication preference: email, text or both (spec §3 communicationSettings)
        const contact = await repo.profileContact(auth.profileId);
        const to = preferredContacts(contact.preference, contact);
        await repo.setReceiptContact(
          payment.id,
          { receiptEmail: to.email, receiptPhone: to.phone },
          clock(),
        );
      }
      return { messageKey, pending: true, receiptWhenDone: true };
    },

    async sendConfirmation(
      auth: AuthContext,
      body: { messageKey: string; email?: string | undefined; phoneNumber?: string | undefined },
      language: TLanguage,
    ) {
      const { confirmation, loan } = await postedPayment(auth, body.messageKey, 'body.messageKey');
      const channel: 'email' | 'sms' = body.email ? 'email' : 'sms';
      await messaging.send(
        await receiptMessage(receipts, confirmation, loan, {
          channel,
          address: body.email ?? body.phoneNumber ?? '',
          language,
        }),
      );
      return { sent: true as const, channel };
    },

    /** GET /paymentReceipt: the receipt PDF of the caller's own finished payment, in the request's language. */
    async receiptPdf(
      auth: AuthContext,
      messageKey: string,
      language: TLanguage,
    ): Promise<ReceiptFile> {
      const { confirmation, loan } = await postedPayment(auth, messageKey, 'query.key');
      return receipts.render(confirmation, loan, language);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
