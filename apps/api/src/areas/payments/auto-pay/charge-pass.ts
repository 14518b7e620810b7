/**
 * Auto-pay's pass of a day (decision 056): each loan enrolled and due that day is charged its amount due through the
 * borrower's own payment path — the payment row reserved against the payoff (money-reservations, counting what is in
 * flight), then the payment job (authorize with the payment id as the key, post, receipt) — exactly once per loan and
 * due date: the claim (auto_pay_charges, unique per loan and due date) is written in the reservation's transaction
 * with the payment it makes, so a second pass finds it, and a pass run again after a crash finds the payment and only
 * makes sure its job runs (the job id is the payment id; the payment job's recovery re-queues it too).
 */
import type { TAutoPayCharge } from '@lender/contract';
import {
  autoPayAmountCents,
  autoPayRefusal,
  PAST_DUE_PHONE_DAY_LIMIT,
  PaymentAmountType,
  paymentFactsOfLoan,
  PaymentType,
  preferredContacts,
  validatePaymentAmount,
  type ServerSettings,
} from '@lender/domain';
import type { FastifyBaseLogger } from 'fastify';
import { businessDateOf } from '../../../db/loan-payoff';
import type { JobSender } from '../../../jobs';
import type { LoanRecord, LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { loanView } from '../../accounts';
import type { MoneyReservations } from '../money-reservations';
import { isDone } from '../payments/payer';
import { createPaymentsRepo, type PaymentsRepo } from '../payments/repo';
import { PAYMENT_JOB } from '../payments/submit';
import type { AutoPayChargeRepo, AutoPayChargeRow } from './charge-repo';

/** A loan due that day (the loan systems') and enrolled (the app's): its borrower's card and language. */
type Candidate = Awaited<ReturnType<AutoPayChargeRepo['enrolmentsOf']>>[number] & {
  loan: LoanRecord;
};

/** The loans the loan systems have due on `on` that are enrolled, by loan number. */
async function enrolledDueOn(deps: AutoPayPassDeps, on: string): Promise<Candidate[]> {
  const due = new Map((await deps.loans.loansDueBetween(on, on)).map((l) => [l.loanId, l]));
  return (await deps.charges.enrolmentsOf([...due.keys()]))
    .map((enrolment) => ({ ...enrolment, loan: due.get(enrolment.loanId)! }))
    .sort((a, b) => a.loan.loanHdr.localeCompare(b.loan.loanHdr));
}

export interface AutoPayPassDeps {
  charges: AutoPayChargeRepo;
  loans: Pick<LoanSystemRegistry, 'loansDueBetween'>;
  reservations: Pick<MoneyReservations, 'reserve'>;
  payments: Pick<PaymentsRepo, 'byId' | 'profileContact'>;
  jobs: JobSender;
  /** the server's settings (autoPayStandardPayment) */
  settings: () => Promise<ServerSettings>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** test seam: a crash after a loan's claim, before its charge */
  afterClaim?: (loanId: string) => Promise<void>;
}

/** The business day (America/Chicago) of the deps' clock: the day a pass charges by default. */
export const autoPayToday = (deps: Pick<AutoPayPassDeps, 'clock'>): string =>
  businessDateOf(deps.clock());

/** The idempotency key of a due date's auto-payment: one payment per loan and due date, whoever makes it. */
export const autoPayIdempotencyKey = (loanId: string, dueOn: string) =>
  `autoPay:${loanId}:${dueOn}`;

/** Charges the loans enrolled and due on `on`; answers what it did (a loan already charged answers its charge). */
export async function runAutoPayPass(deps: AutoPayPassDeps, on: string): Promise<TAutoPayCharge[]> {
  // a lender that turned auto-pay off charges nothing and records nothing: turned on again the same day, it charges
  if (!(await deps.settings()).autoPayStandardPayment) return [];
  const done: TAutoPayCharge[] = [];
  let failure: unknown = null;
  for (const candidate of await enrolledDueOn(deps, on)) {
    try {
      done.push(await chargeLoan(deps, candidate, on));
    } catch (err) {
      // one loan's failure does not stop the others; the job's retry runs the pass again (the claims make it safe)
      deps.log.error({ err, loanId: candidate.loanId, on }, 'auto-pay charge failed');
      failure ??= err;
    }
  }
  if (failure !== null) throw failure;
  return done;
}

/** Why the loan is not charged on its due date (an auto-pay rule's code, or a payment amount rule's), or null. */
function reasonNotToCharge(candidate: Candidate, loan: LoanRecord, amountCents: number) {
  const refusal = autoPayRefusal(
    { ...loan, isAlternate: false },
    { ...candidate.card, removed: candidate.card.removedAt !== null },
    true,
  );
  if (refusal) return { reason: refusal.code } as const;
  const amount = validatePaymentAmount(
    paymentFactsOfLoan(loanView({ loan, isAlternate: false }, PAST_DUE_PHONE_DAY_LIMIT)),
    amountCents,
    PaymentAmountType.Other,
  );
  return amount.ok ? amount : ({ reason: `payment.${amount.code}` } as const);
}

async function chargeLoan(
  deps: AutoPayPassDeps,
  candidate: Candidate,
  on: string,
): Promise<TAutoPayCharge> {
  const { loanId, profileId, card, loan } = candidate;
  const now = deps.clock();
  const amountCents = Math.min(autoPayAmountCents(loan), loan.payoffCents);
  const check = reasonNotToCharge(candidate, loan, amountCents);
  const skip = (reason: string) =>
    deps.charges.insertClaim(
      { loanId, dueOn: on, profileId, outcome: 'skipped', paymentId: null, reason },
      now,
    );
  if ('reason' in check) return answerOf(deps, await skip(check.reason));
  const contact = await deps.payments.profileContact(profileId);
  const to = preferredContacts(contact.preference, contact);
  const reserved = await deps.reservations.reserve<AutoPayChargeRow>(
    { loanId, amountCents },
    {
      existing: async (tx) => deps.charges.claimOf(loanId, on, tx),
      hold: async (tx) => {
        const earlier = await deps.charges.claimOf(loanId, on, tx);
        if (earlier) return earlier;
        const { row } = await createPaymentsRepo(tx).insertOnce(
          {
            idempotencyKey: autoPayIdempotencyKey(loanId, on),
            profileId,
            customerId: loan.borrower.recordId,
            payerRole: 'borrower',
            guestSessionId: null,
            loanId,
            amountCents,
            paymentType: PaymentType.Payment,
            isPayoff: check.isPayoff,
            isPartial: check.isPartial,
            processorToken: card.processorToken,
            cardLast4: card.last4,
            cardType: card.cardType,
            cardholderName: card.cardholderName,
            removeCardId: null,
            receiptEmail: to.email,
            receiptPhone: to.phone,
            language: candidate.language ?? 'en',
          },
          now,
        );
        const claim = { loanId, dueOn: on, profileId, paymentId: row.id, reason: null };
        return deps.charges.insertClaim({ ...claim, outcome: 'charged' }, now, tx);
      },
    },
  );
  // nothing left to charge once the payments in flight are counted (she paid already): recorded, not charged
  const claim = reserved.ok ? reserved.value : await skip(`payment.${reserved.code}`);
  await deps.afterClaim?.(loanId);
  return answerOf(deps, claim);
}

/** The charge's answer; a payment not done yet is handed to the payment job (its id is the job's: queued once). */
async function answerOf(deps: AutoPayPassDeps, claim: AutoPayChargeRow): Promise<TAutoPayCharge> {
  const payment = claim.paymentId ? await deps.payments.byId(claim.paymentId) : undefined;
  if (payment && !isDone(payment))
    await deps.jobs.run(PAYMENT_JOB, { paymentId: payment.id }, { id: payment.id });
  return {
    loanId: claim.loanId,
    dueDate: claim.dueOn,
    outcome: claim.outcome,
    messageKey: payment?.messageKey ?? null,
    reason: claim.reason,
  };
}
