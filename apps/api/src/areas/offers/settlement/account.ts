/**
 * The loan's signed settlement as the rules read it (domain SettlementAccount, decision 045): the app's side (which
 * offer, settled or not, the payments toward it: repo.ts) with the loan systems' (the offer's agreed sum and expiry, the
 * loan's payoff).
 *
 * The app's side is read first. A posting lowers the payoff in the loan system before its payment leaves flight here,
 * so one that lands between the reads is counted in flight and in the lower payoff: what is left can only come out
 * smaller, never larger (the same order as the reservations', decision 068).
 */
import { payoffOn, type SettlementAccount, type SettlementFacts } from '@lender/domain';
import type {
  LoanRecord,
  LoanSystemsInTransaction,
  OfferRecord,
} from '../../../integrations/loan-systems';
import type { SettlementsRepo, SignedSettlementRow } from './repo';

/** The loan systems a settlement's account reads: the whole app's, or those of a caller's transaction (inTransaction). */
export type SettlementSystems = Pick<LoanSystemsInTransaction, 'findLoan'> & {
  offers: Pick<LoanSystemsInTransaction['offers'], 'offer'>;
};

/** The account and what of the agreed sum is in flight. */
export interface SettlementAccountRow {
  offerId: number;
  account: SettlementAccount;
  inFlightCents: number;
}

/** A signed settlement's account from its two sides; undefined when its offer has no agreed sum. */
export function settlementAccountOf(
  signed: SignedSettlementRow,
  offer: Pick<OfferRecord, 'docExp' | 'settlementAmountCents'>,
  loan: Pick<LoanRecord, 'accrual'> | null,
): SettlementAccountRow | undefined {
  if (offer.settlementAmountCents === null) return undefined;
  return {
    offerId: signed.offerId,
    inFlightCents: signed.inFlightCents,
    account: {
      docExp: offer.docExp,
      docSigned: true,
      paymentMade: signed.paymentMadeAt !== null,
      settlementAmountCents: offer.settlementAmountCents,
      paidCents: signed.paidCents,
      // a settled loan is charged off: it does not accrue, its payoff is its booked balance (decision 050)
      payoffCents: loan ? payoffOn(loan.accrual, loan.accrual.accruedThrough) : 0,
      failedPayments: signed.failedPayments,
    },
  };
}

/**
 * The loan's signed settlement, its app side read before its loan systems' (module comment); undefined when no agreement
 * of the loan is signed. `exceptPaymentId`: the payment being checked again or posted is counted neither as paid nor
 * as in flight.
 */
export async function signedAccountOf(
  repo: Pick<SettlementsRepo, 'signedOf'>,
  systems: SettlementSystems,
  loanId: string,
  exceptPaymentId: string | null = null,
): Promise<SettlementAccountRow | undefined> {
  const signed = await repo.signedOf(loanId, exceptPaymentId);
  if (!signed) return undefined;
  const [offer, loan] = await Promise.all([
    systems.offers.offer(signed.offerId),
    systems.findLoan(loanId),
  ]);
  return offer ? settlementAccountOf(signed, offer, loan) : undefined;
}

/**
 * A settlement as the service reads it (service.ts): once signed, its account with what was paid toward it and failed,
 * and what of it is in flight; before, the offer alone.
 */
export async function currentAccountOf(
  repo: Pick<SettlementsRepo, 'signedOf'>,
  systems: SettlementSystems,
  s: {
    loan: Pick<LoanRecord, 'loanId' | 'payoffCents'>;
    offer: { settlementAmountCents: number };
    facts: SettlementFacts;
  },
): Promise<{ account: SettlementAccount; inFlightCents: number }> {
  const signed = s.facts.docSigned
    ? await signedAccountOf(repo, systems, s.loan.loanId)
    : undefined;
  return (
    signed ?? {
      inFlightCents: 0,
      account: {
        ...s.facts,
        settlementAmountCents: s.offer.settlementAmountCents,
        paidCents: 0,
        payoffCents: s.loan.payoffCents,
        failedPayments: 0,
      },
    }
  );
}
