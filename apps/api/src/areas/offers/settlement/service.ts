/**
 * Settlement of a charged-off loan through its settlement offer (spec §3 Settlement status, §4, §7
 * GET/POST /settlementStatus, POST/GET /loanSigning): the borrower signs the agreement through the e-sign port,
 * then pays the settlement amount as payment type 5 through POST /payment (checkPayment is its gate). Only the
 * borrower whose offer it is reaches it; anyone else is answered as for an absent loan (404). Once signed, the
 * settlement governs every payment on the loan, whoever makes it (decision 045: checkPayment here, holdSettlementPayment
 * under the loan's lock, settlementPosting at posting). The rules are the domain's (settlementStep, settlementSignable,
 * settlementPaymentCheck); docSigned is read from the envelope and recorded once, paymentMade is recorded by the
 * posting (payments/process-payment).
 */
import type {
  TLanguage,
  TLoanSigningResponse,
  TSettlementStatusRequest,
  TSettlementStatusResponse,
} from '@lender/contract';
import {
  PaymentType,
  settlementPaymentCheck,
  settlementRemainingCents,
  settlementRetriesLeft,
  settlementSignable,
  settlementStep,
  type SettlementFacts,
  type ServerSettings,
} from '@lender/domain';
import type { Envelope, ESignPort } from '../../../integrations/esign';
import { documentVersions, isOpenEnvelope } from '../../../integrations/esign';
import type {
  LoanRecord,
  LoanSystemOffers,
  LoanSystemRegistry,
  OfferRecord,
} from '../../../integrations/loan-systems';
import { text } from '../../../i18n';
import type { Clock } from '../../../lib/clock';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { signingResponseOf } from '../../../plugins/signing-documents';
import { accessibleLoan } from '../../accounts';
import type { Lenders } from '../../documents';
import { currentAccountOf } from './account';
import { settlementAgreement } from './agreement';
import {
  settlementRefusal,
  settlementRemainingOf,
  type SettlementGate,
  type SettlementPaymentRequest,
} from './payment-gate';
import type { SettlementRow, SettlementsRepo } from './repo';

const PURPOSE = 'settlementAgreement' as const;

export interface SettlementServiceDeps {
  loans: Pick<LoanSystemRegistry, 'findLoan'>;
  offers: Pick<LoanSystemOffers, 'settlementOfferOn' | 'offer'>;
  repo: Omit<SettlementsRepo, 'markPaid'>;
  esign: ESignPort;
  lenders: Lenders;
  /** the server settings (settlementPaymentRetryLimit, spec §9 server-overridable) */
  settings: () => Promise<ServerSettings>;
  clock: Clock;
}

interface Settlement {
  loan: LoanRecord;
  offer: OfferRecord & { settlementAmountCents: number };
  row: SettlementRow | undefined;
  facts: SettlementFacts;
}

export function createSettlementService({
  loans,
  offers,
  repo,
  esign,
  lenders,
  settings,
  clock,
}: SettlementServiceDeps) {
  const notFound = () => new NotFoundError(text('settlement.notFound'));
  const systems = { offers, findLoan: loans.findLoan };

  /** The caller's own settlement offer on the loan: the borrower, and the customer the offer is for. */
  async function settlementOf(auth: AuthContext, loanId: string): Promise<Settlement> {
    const { loan, role } = await accessibleLoan(loans, auth, loanId);
    const offer = await offers.settlementOfferOn(loan.loanId);
    if (
      role !== 'borrower' ||
      !offer ||
      offer.customerId !== auth.customerId ||
      offer.settlementAmountCents === null
    )
      throw notFound();
    const withAmount = { ...offer, settlementAmountCents: offer.settlementAmountCents };
    return refreshed({
      loan,
      offer: withAmount,
      row: await repo.ofOffer(offer.offerKey),
      facts: { docExp: offer.docExp, docSigned: false, paymentMade: false },
    });
  }

  /** Reads the envelope: a signed one is recorded as docSigned (once). */
  async function refreshed(s: Settlement): Promise<Settlement> {
    let { row } = s;
    if (row?.envelopeId && !row.docSignedAt) {
      const envelope = await esign.envelope(row.envelopeId, clock());
      if (envelope?.status === 'signing_complete') {
        await repo.markSigned(row.offerId, envelope.completedAt ?? clock());
        row = await repo.ofOffer(row.offerId);
      }
    }
    return {
      ...s,
      row,
      facts: {
        docExp: s.offer.docExp,
        docSigned: Boolean(row?.docSignedAt),
        paymentMade: Boolean(row?.paymentMadeAt),
      },
    };
  }

  const accountOf = (s: Settlement) => currentAccountOf(repo, systems, s);

  async function statusOf(s: Settlement): Promise<TSettlementStatusResponse> {
    const { account } = await accountOf(s);
    return {
      loanId: s.loan.loanId,
      offerKey: s.offer.offerKey,
      settlementAmountCents: s.offer.settlementAmountCents,
      paidCents: account.paidCents,
      remainingCents: account.paymentMade ? 0 : settlementRemainingCents(account),
      balanceCents: account.payoffCents,
      docExp: s.offer.docExp.toISOString(),
      docSigned: account.docSigned,
      paymentMade: account.paymentMade,
      status: settlementStep(account, clock()),
      retriesLeft: account.paymentMade
        ? 0
        : settlementRetriesLeft(
            account.failedPayments,
            (await settings()).settlementPaymentRetryLimit,
          ),
      failedPayments: account.failedPayments,
      envelopeId: s.row?.envelopeId ?? null,
    };
  }

  /** The loan's settlement offer whoever pays (a co-signer, a guest link): its docSigned read again; null without one. */
  async function settlementOnLoan(loanId: string): Promise<Settlement | null> {
    const offer = await offers.settlementOfferOn(loanId);
    const loan =
      offer && offer.settlementAmountCents !== null ? await loans.findLoan(loanId) : null;
    if (!offer || !loan || offer.settlementAmountCents === null) return null;
    const withAmount = { ...offer, settlementAmountCents: offer.settlementAmountCents };
    return refreshed({
      loan,
      offer: withAmount,
      row: await repo.ofOffer(offer.offerKey),
      facts: { docExp: offer.docExp, docSigned: false, paymentMade: false },
    });
  }

  /** The caller's own settlement envelope (anyone else's, or another purpose's: 404). */
  async function ownEnvelope(auth: AuthContext, envelopeId: string): Promise<Envelope> {
    const envelope = await esign.envelope(envelopeId, clock());
    if (!envelope || envelope.signerProfileId !== auth.profileId || envelope.purpose !== PURPOSE)
      throw new NotFoundError(text('esign.envelopeNotFound'));
    await settlementOf(auth, envelope.loanId);
    return envelope;
  }

  return {
    async status(auth: AuthContext, loanId: string): Promise<TSettlementStatusResponse> {
      return statusOf(await settlementOf(auth, loanId));
    },

    /** The app says the agreement was signed or the payment made: the server reads both again; a claim the facts do not bear is 409. */
    async confirm(
      auth: AuthContext,
      body: TSettlementStatusRequest,
    ): Promise<TSettlementStatusResponse> {
      const s = await settlementOf(auth, body.loanId);
      if (body.docSigned && !s.facts.docSigned)
        throw new ConflictError(text('settlement.claimNotSigned'), 'body.docSigned');
      if (body.paymentMade && !s.facts.paymentMade)
        throw new ConflictError(text('settlement.claimNotPaid'), 'body.paymentMade');
      return statusOf(s);
    },

    /** POST /loanSigning: the open envelope of the agreement, or a new one (after a decline or an expiry); an expired or finished offer is refused. */
    async startSigning(
      auth: AuthContext,
      body: { loanId: string; language?: TLanguage },
    ): Promise<TLoanSigningResponse> {
      const s = await settlementOf(auth, body.loanId);
      const now = clock();
      const check = settlementSignable(s.facts, now);
      if (!check.ok) throw settlementRefusal(check, 'body.loanId');
      const latest = await esign.latestEnvelope(
        { signerProfileId: auth.profileId, purpose: PURPOSE, reference: String(s.offer.offerKey) },
        now,
      );
      if (latest && isOpenEnvelope(latest.status)) {
        // an envelope made by a start whose answer was lost is the one resumed: her signature counts on it (decision 079)
        if (s.row?.envelopeId !== latest.envelopeId)
          await repo.setEnvelope(s.offer.offerKey, s.loan.loanId, latest.envelopeId);
        return signingResponseOf(latest);
      }
      const borrower = s.loan.borrower;
      const envelope = await esign.createEnvelope({
        purpose: PURPOSE,
        reference: String(s.offer.offerKey),
        loanId: s.loan.loanId,
        signer: { profileId: auth.profileId, name: `${borrower.firstName} ${borrower.lastName}` },
        // in her language, the English original beside it (decision 062)
        ...documentVersions(body.language ?? 'en', (language) =>
          settlementAgreement(lenders, s.loan, s.offer, now, language),
        ),
        now,
      });
      await repo.setEnvelope(s.offer.offerKey, s.loan.loanId, envelope.envelopeId);
      return signingResponseOf(envelope);
    },

    /** GET /loanSigning: the envelope's status (a signed one is recorded as docSigned). */
    async signing(auth: AuthContext, envelopeId: string): Promise<TLoanSigningResponse> {
      const envelope = await ownEnvelope(auth, envelopeId);
      return signingResponseOf(envelope);
    },

    /** The signed agreement's PDF (404 until signed). */
    async signedDocument(
      auth: AuthContext,
      envelopeId: string,
    ): Promise<{ fileName: string; bytes: Uint8Array }> {
      const envelope = await ownEnvelope(auth, envelopeId);
      const bytes = await esign.signedDocument(envelope.envelopeId);
      if (!bytes) throw new NotFoundError(text('esign.envelopeNotFound'));
      return { fileName: `settlement-agreement-${envelope.envelopeId}.pdf`, bytes };
    },

    /**
     * The settlement's gate of a payment (POST /payment), before its reservation: a settlement payment (type 5) is the
     * caller's own, signed, with a try left and exactly what is left; while the agreement is signed, any other payment
     * on the loan counts toward it, at most what is left (decision 045). A refusal is a 4xx naming why; under the
     * loan's lock the reservation asks again (holdSettlementPayment) counting what is in flight.
     */
    async checkPayment(
      auth: AuthContext,
      loanId: string,
      payment: SettlementPaymentRequest,
    ): Promise<SettlementGate> {
      const s =
        payment.paymentType === PaymentType.Settlement
          ? await settlementOf(auth, loanId)
          : await settlementOnLoan(loanId);
      if (!s) return { hasSettlement: false, towardSettlement: false };
      // what is in flight is counted here too: a posting that lands between the account's two reads lowers the payoff
      // while its payment is still in flight here (account.ts), and she is told a payment is on its way, not "$0.00"
      const { account, inFlightCents } = await accountOf(s);
      const check = settlementPaymentCheck(account, payment, clock(), {
        inFlightCents,
        limit: (await settings()).settlementPaymentRetryLimit,
      });
      if (!check.ok) throw settlementRefusal(check, 'body.loanId');
      return { hasSettlement: true, towardSettlement: check.towardSettlement };
    },

    /** What is left of the loan's signed settlement (a payment's confirmation); null when none governs the loan. */
    remainingOf: (loanId: string): Promise<number | null> =>
      settlementRemainingOf(repo, systems, loanId),
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
