/**
 * POST /payment, GET /payment?key=, POST /paymentTimeout, POST /sendConfirmation (spec §4, §7, §8).
 * The server recomputes everything: the amount against the loan (domain validatePaymentAmount),
 * the payoff/partial flags, the card's owner, the co-signer's verification and the lock holder.
 * A submit reserves the amount against the payoff minus the payments in flight (money-reservations), records
 * the request once per (profile, idempotency key) and enqueues the job.
 */
import type { TLanguage, TPaymentRequestParsed, TPaymentStatusResponse } from '@lender/contract';
import {
  CARD_INFO_FAILED_MESSAGE,
  isCardExpired,
  PAST_DUE_PHONE_DAY_LIMIT,
  paymentFactsOfLoan,
  PaymentType,
  preferredContacts,
  validatePaymentAmount,
} from '@lender/domain';
import type { JobSender } from '../../../jobs';
import type { MessagingPort } from '../../../integrations/messaging/port';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { translate } from '../../../i18n';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import { assertLoanAccess, type AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan, type AccessibleLoan, loanView } from '../../accounts';
import type { AlternateVerificationCheck } from '../../identity';
import type { LoanLocksRepo } from '../../accounts';
import type { PaymentCards } from './card-access';
import type { ReceiptFile, ReceiptPdfs } from '../../documents';
import { paymentConfirmation } from './confirmation';
import { receiptMessage } from './receipt-message';
import { CARD_EXPIRED_MESSAGE } from '../../cards';
import { amountRefusalText, paymentErrors } from './errors';
import type { MoneyReservations } from '../money-reservations';
import { holdSettlementPayment, type SettlementGate, type SettlementService } from '../../offers';
import type { RefinanceGate } from '../refinance/gate';
import type { RenewalConfirmations } from '../refinance/confirmation';
import {
  createPaymentsRepo,
  type NewPayment,
  type PaymentRow,
  type PaymentsRepo,
  type PaymentWithPosting,
} from './repo';

export const PAYMENT_JOB = 'payment';
export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found.';

export interface PaymentsServiceDeps {
  loans: Pick<LoanSystemRegistry, 'findLoan'>;
  repo: Pick<
    PaymentsRepo,
    'byMessageKey' | 'byIdempotencyKey' | 'setReceiptContact' | 'profileContact'
  >;
  reservations: Pick<MoneyReservations, 'reserve'>;
  cards: Pick<PaymentCards, 'findOwnedCard'>;
  verification: AlternateVerificationCheck;
  locks: Pick<LoanLocksRepo, 'liveLocks'>;
  jobs: JobSender;
  messaging: MessagingPort;
  /** the receipt PDF (GET /paymentReceipt, the receipt email's attachment) */
  receipts: Pick<ReceiptPdfs, 'render'>;
  /** the settlement's gate: a settlement payment (type 5), and any payment on a loan whose settlement is signed (decision 045) */
  settlement: Pick<SettlementService, 'checkPayment' | 'remainingOf'>;
  /** the gate of a renewal (isRefi, type 3): areas/payments/refinance */
  refinance: Pick<RefinanceGate, 'assertType' | 'check' | 'recheck' | 'hold'>;
  /** a renewal's part of the confirmation (areas/payments/refinance) */
  renewals: RenewalConfirmations;
  clock: Clock;
}

/** The guest session a payment belongs to: the caller's session when it is a guest's, else null. */
const guestSessionOf = (auth: AuthContext): string | null =>
  auth.scope === 'guest' ? auth.sessionId : null;

const isDone = (payment: PaymentRow) => payment.status === 'posted' || payment.status === 'failed';

/** Whether a submit repeats the payment already made with its key: same caller, loan, amount and card. */
const isRepeatOf = (payment: PaymentRow, auth: AuthContext, body: TPaymentRequestParsed) =>
  payment.loanId === body.loanId &&
  payment.amountCents === body.paymentAmount &&
  payment.cardLast4 === body.cardNumber &&
  payment.guestSessionId === guestSessionOf(auth);

/** A payment toward a settlement pays (part of) the agreed sum, a renewal its own (refinance gate): neither a payoff nor a partial payment. */
const SETTLEMENT_AMOUNT = { ok: true, isPayoff: false, isPartial: false } as const;

/** An ordinary payment's amount rules (domain) on its loan; loanView's past-due phone limit is for display only. */
const amountCheck = (access: AccessibleLoan, body: TPaymentRequestParsed) =>
  validatePaymentAmount(
    paymentFactsOfLoan(loanView(access, PAST_DUE_PHONE_DAY_LIMIT)),
    body.paymentAmount,
    body.paymentAmountType,
  );

export function createPaymentsService({
  loans,
  repo,
  reservations,
  cards,
  verification,
  locks,
  jobs,
  messaging,
  receipts,
  settlement,
  refinance,
  renewals,
  clock,
}: PaymentsServiceDeps) {
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

  /** An ordinary payment's amount against the loan as it is now read (the check again after a lost race). */
  async function amountCheckOf(auth: AuthContext, body: TPaymentRequestParsed) {
    return amountCheck(await accessibleLoan(loans, auth, body.loanId, { lmsId: body.lmsId }), body);
  }

  /** The caller's own payment, finished: a pending or failed one has no receipt (409). */
  async function postedPayment(auth: AuthContext, messageKey: string, field: string) {
    const payment = await ownPayment(auth, messageKey);
    if (payment.status !== 'posted') throw new ConflictError('The payment is not finished.', field);
    return confirmationOf(payment);
  }

  return {
    async submit(
      auth: AuthContext,
      body: TPaymentRequestParsed,
      language: TLanguage = 'en',
    ): Promise<{ messageKey: string }> {
      const now = clock();
      assertLoanAccess(auth, body.loanId);
      const access = await accessibleLoan(loans, auth, body.loanId, { lmsId: body.lmsId });
      const isSettlement = body.paymentType === PaymentType.Settlement;
      refinance.assertType(body);
      if (body.isRefi) {
        // a repeat of a renewal payment already made is answered with it, though the loan is renewed since
        const earlier = await repo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
        if (earlier && isRepeatOf(earlier, auth, body)) return { messageKey: earlier.messageKey };
      }
      // a settlement payment, or any payment while the loan's settlement is signed: the settlement's rules (decision 045)
      const payment = { amountCents: body.paymentAmount, paymentType: body.paymentType };
      let gate: SettlementGate = { hasSettlement: false, towardSettlement: false };
      try {
        if (!body.isRefi) gate = await settlement.checkPayment(auth, body.loanId, payment);
      } catch (refusal) {
        // a repeat of a payment already made toward the settlement is answered with it, though the loan is settled since
        const earlier = await repo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
        if (earlier && isRepeatOf(earlier, auth, body)) return { messageKey: earlier.messageKey };
        throw refusal;
      }
      const plan = body.isRefi ? await refinance.check(auth, body, access, now) : null;
      const check = gate.towardSettlement || plan ? SETTLEMENT_AMOUNT : amountCheck(access, body);
      if (!check.ok || body.isPayoff !== check.isPayoff || body.isPartial !== check.isPartial) {
        // a repeat of a payment already made (its answer was lost) is answered with that payment, though the loan has
        // moved on since (a posted payoff leaves nothing to pay); looked up only here, off the common path
        const earlier = await repo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
        if (earlier && isRepeatOf(earlier, auth, body)) return { messageKey: earlier.messageKey };
      }
      if (!check.ok) throw new ValidationError(amountRefusalText(check), 'body.paymentAmount');
      if (body.isPayoff !== check.isPayoff)
        throw new ValidationError(`must be ${check.isPayoff} for this amount`, 'body.isPayoff');
      if (body.isPartial !== check.isPartial)
        throw new ValidationError(`must be ${check.isPartial} for this amount`, 'body.isPartial');

      const isGuest = auth.scope === 'guest';
      // a guest session reaches only the cards it added
      const card = await cards.findOwnedCard({
        profileId: auth.profileId,
        customerId: auth.customerId,
        scope: auth.scope,
        sessionId: auth.sessionId,
        token: body.paymentCardToken,
        cardIds: body.paymentCardIds,
      });
      if (!card) throw new NotFoundError(CARD_INFO_FAILED_MESSAGE);
      if (card.last4 !== body.cardNumber)
        throw new ValidationError('does not match the card', 'body.cardNumber');
      // the web marks expired cards and does not offer them; the server refuses them too (spec §5 Card expiry)
      if (isCardExpired(card.expirationMonth, card.expirationYear, now))
        throw new ValidationError(CARD_EXPIRED_MESSAGE, 'body.paymentCardToken');

      if (access.isAlternate && !(await verification.isVerified(auth.profileId, body.loanId, now)))
        throw paymentErrors.verificationRequired();
      const [lock] = await locks.liveLocks([body.loanId], 'alternateParty', now);
      if (lock && lock.profileId !== auth.profileId)
        throw paymentErrors.alternateBlocked(lock.holderFirstName ?? 'Another party');

      const values: NewPayment = {
        idempotencyKey: body.idempotencyKey,
        profileId: auth.profileId,
        customerId: auth.customerId ?? null,
        payerRole: isGuest ? 'guest' : access.isAlternate ? 'alternate' : 'borrower',
        guestSessionId: guestSessionOf(auth),
        loanId: body.loanId,
        amountCents: body.paymentAmount,
        paymentType: body.paymentType,
        isPayoff: check.isPayoff,
        isPartial: check.isPartial,
        processorToken: card.processorToken,
        cardLast4: card.last4,
        cardType: card.cardType,
        cardholderName: body.cardHolderName,
        removeCardId: card.guestCard && (isGuest || !body.saveGuestCard) ? card.id : null,
        receiptEmail: body.email ?? null,
        receiptPhone: body.phoneNumber ?? null,
        language,
      };
      // the payment row is the reservation: written only when its amount fits what the payments in flight leave of
      // the payoff (a repeat of the same key answers its first payment, reserved once)
      const reserved = await reservations.reserve(
        { loanId: body.loanId, amountCents: body.paymentAmount },
        {
          existing: (tx) =>
            createPaymentsRepo(tx).byIdempotencyKey(auth.profileId, body.idempotencyKey),
          hold: async (tx) => {
            const txRepo = createPaymentsRepo(tx);
            if (gate.hasSettlement) {
              // the settlement's rules again under the loan's lock, counting the payments toward it in flight (a repeat
              // answers its first payment); a payment toward it is recorded as a settlement payment (type 5)
              const earlier = await txRepo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
              if (earlier) return earlier;
              if ((await holdSettlementPayment(tx, body.loanId, payment, now)).towardSettlement) {
                return (
                  await txRepo.insertOnce(
                    {
                      ...values,
                      paymentType: PaymentType.Settlement,
                      isPayoff: false,
                      isPartial: false,
                    },
                    now,
                  )
                ).row;
              }
            }
            if (plan) {
              const earlier = await txRepo.byIdempotencyKey(auth.profileId, body.idempotencyKey);
              if (earlier) return earlier;
              const insertPayment = async () => (await txRepo.insertOnce(values, now)).row;
              return refinance.hold(
                tx,
                {
                  loanId: body.loanId,
                  amountCents: body.paymentAmount,
                  plan,
                  payingCardId: card.id,
                  insertPayment,
                },
                now,
              );
            }
            return (await txRepo.insertOnce(values, now)).row;
          },
        },
      );
      if (!reserved.ok) {
        // a renewal or settlement payment whose loan another one closed since its check answers as its check now would
        // (409 notPayable, alreadySettled), not "more than the payoff of $0.00"
        if (plan)
          await refinance.recheck(
            auth,
            body,
            await accessibleLoan(loans, auth, body.loanId, { lmsId: body.lmsId }),
            now,
          );
        if (gate.hasSettlement) await settlement.checkPayment(auth, body.loanId, payment);
        // an ordinary one whose loan another payment paid off (or settled) since: "this loan cannot be paid", as its check now says
        if (!plan && !isSettlement && reserved.code === 'abovePayoff') {
          const recheck = await amountCheckOf(auth, body);
          if (!recheck.ok)
            throw new ValidationError(amountRefusalText(recheck), 'body.paymentAmount');
        }
        if (reserved.code === 'abovePayoff')
          throw new ValidationError(
            amountRefusalText({
              ok: false,
              code: 'abovePayoff',
              params: { payoffCents: reserved.params.payoffCents },
            }),
            'body.paymentAmount',
          );
        throw paymentErrors.inProgress(
          reserved.params.inFlightCents,
          reserved.params.remainingCents,
        );
      }
      const row = reserved.value;
      if (
        row.loanId !== body.loanId ||
        row.amountCents !== body.paymentAmount ||
        row.processorToken !== card.processorToken ||
        row.guestSessionId !== guestSessionOf(auth)
      ) {
        throw new ConflictError('was already used for another payment', 'body.idempotencyKey');
      }
      // the job id is the payment id: a repeated submit never makes a second job (nor a second local run)
      if (!isDone(row)) await jobs.run(PAYMENT_JOB, { paymentId: row.id }, { id: row.id });
      return { messageKey: row.messageKey };
    },

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
