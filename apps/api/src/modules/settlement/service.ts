/**
 * Settlement of a charged-off loan through its settlement offer (spec §3 Settlement status, §4, §7
 * GET/POST /settlementStatus, POST/GET /loanSigning): the borrower signs the agreement through the e-sign port,
 * then pays the settlement amount as payment type 5 through POST /payment (checkPayment is its gate). Only the
 * borrower whose offer it is reaches it; anyone else is answered as for an absent loan (404). The rules are the
 * domain's (settlementStep, settlementSignable, settlementPayable); docSigned is read from the envelope and recorded
 * once, paymentMade is recorded by the posting (payments/process-payment).
 */
import type { TLoanSigningResponse, TSettlementStatusRequest, TSettlementStatusResponse } from '@lender/contract';
import { SETTLEMENT_PAYMENT_RETRY_LIMIT, settlementPayable, settlementRetriesLeft, settlementSignable, settlementStep, type SettlementCheck, type SettlementFacts } from '@lender/domain';
import type { Envelope, ESignPort } from '../../integrations/esign';
import { isOpenEnvelope } from '../../integrations/esign';
import type { LoanRecord, LoanSystemOffers, LoanSystemRegistry, OfferRecord } from '../../integrations/loan-systems';
import { text } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { CodedError, ConflictError, NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../plugins/authenticate';
import { signingResponseOf } from '../../plugins/signing-documents';
import { accessibleLoan } from '../accounts';
import type { Lenders } from '../documents/letterhead';
import { settlementAgreement } from './agreement';
import type { SettlementRow, SettlementsRepo } from './repo';

const PURPOSE = 'settlementAgreement' as const;

export interface SettlementServiceDeps {
  loans: Pick<LoanSystemRegistry, 'findLoan'>;
  offers: Pick<LoanSystemOffers, 'settlementOfferOn'>;
  repo: Omit<SettlementsRepo, 'markPaid'>;
  esign: ESignPort;
  lenders: Lenders;
  clock: Clock;
}

interface Settlement {
  loan: LoanRecord;
  offer: OfferRecord & { settlementAmountCents: number };
  row: SettlementRow | undefined;
  facts: SettlementFacts;
}

/** A refusal of the domain as a 409 naming its code and the field. */
function refusal(check: Exclude<SettlementCheck, { ok: true }>, field: string): CodedError {
  const { code, params } = check;
  if (code === 'settlement.offerExpired') return new CodedError(409, code, text(code, { date: String(params.docExp).slice(0, 10) }), field);
  if (code === 'settlement.retriesExhausted') return new CodedError(409, code, text(code, { limit: Number(params.limit) }), field);
  if (code === 'settlement.amountMismatch') return new CodedError(400, code, text(code, { amount: { cents: Number(params.settlementAmountCents) } }), 'body.paymentAmount');
  return new CodedError(409, code, text(code), field);
}

export function createSettlementService({ loans, offers, repo, esign, lenders, clock }: SettlementServiceDeps) {
  const notFound = () => new NotFoundError(text('settlement.notFound'));

  /** The caller's own settlement offer on the loan: the borrower, and the customer the offer is for. */
  async function settlementOf(auth: AuthContext, loanId: string): Promise<Settlement> {
    const { loan, role } = await accessibleLoan(loans, auth, loanId);
    const offer = await offers.settlementOfferOn(loan.loanId);
    if (role !== 'borrower' || !offer || offer.customerId !== auth.customerId || offer.settlementAmountCents === null) throw notFound();
    const withAmount = { ...offer, settlementAmountCents: offer.settlementAmountCents };
    return refreshed({ loan, offer: withAmount, row: await repo.ofOffer(offer.offerKey), facts: { docExp: offer.docExp, docSigned: false, paymentMade: false } });
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
    return { ...s, row, facts: { docExp: s.offer.docExp, docSigned: Boolean(row?.docSignedAt), paymentMade: Boolean(row?.paymentMadeAt) } };
  }

  async function statusOf(s: Settlement): Promise<TSettlementStatusResponse> {
    return {
      loanId: s.loan.loanId,
      offerKey: s.offer.offerKey,
      settlementAmountCents: s.offer.settlementAmountCents,
      docExp: s.offer.docExp.toISOString(),
      docSigned: s.facts.docSigned,
      paymentMade: s.facts.paymentMade,
      status: settlementStep(s.facts, clock()),
      retriesLeft: s.facts.paymentMade ? 0 : settlementRetriesLeft(await repo.failedPayments(s.loan.loanId)),
      envelopeId: s.row?.envelopeId ?? null,
    };
  }

  /** The caller's own settlement envelope (anyone else's, or another purpose's: 404). */
  async function ownEnvelope(auth: AuthContext, envelopeId: string): Promise<Envelope> {
    const envelope = await esign.envelope(envelopeId, clock());
    if (!envelope || envelope.signerProfileId !== auth.profileId || envelope.purpose !== PURPOSE) throw new NotFoundError(text('esign.envelopeNotFound'));
    await settlementOf(auth, envelope.loanId);
    return envelope;
  }

  return {
    async status(auth: AuthContext, loanId: string): Promise<TSettlementStatusResponse> {
      return statusOf(await settlementOf(auth, loanId));
    },

    /** The app says the agreement was signed or the payment made: the server reads both again; a claim the facts do not bear is 409. */
    async confirm(auth: AuthContext, body: TSettlementStatusRequest): Promise<TSettlementStatusResponse> {
      const s = await settlementOf(auth, body.loanId);
      if (body.docSigned && !s.facts.docSigned) throw new ConflictError(text('settlement.claimNotSigned'), 'body.docSigned');
      if (body.paymentMade && !s.facts.paymentMade) throw new ConflictError(text('settlement.claimNotPaid'), 'body.paymentMade');
      return statusOf(s);
    },

    /** POST /loanSigning: the open envelope of the agreement, or a new one (after a decline or an expiry); an expired or finished offer is refused. */
    async startSigning(auth: AuthContext, body: { loanId: string }): Promise<TLoanSigningResponse> {
      const s = await settlementOf(auth, body.loanId);
      const now = clock();
      const check = settlementSignable(s.facts, now);
      if (!check.ok) throw refusal(check, 'body.loanId');
      const latest = await esign.latestEnvelope({ signerProfileId: auth.profileId, purpose: PURPOSE, reference: String(s.offer.offerKey) }, now);
      if (latest && isOpenEnvelope(latest.status)) return signingResponseOf(latest);
      const borrower = s.loan.borrower;
      const envelope = await esign.createEnvelope({
        purpose: PURPOSE,
        reference: String(s.offer.offerKey),
        loanId: s.loan.loanId,
        signer: { profileId: auth.profileId, name: `${borrower.firstName} ${borrower.lastName}` },
        document: settlementAgreement(lenders, s.loan, s.offer, now),
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
    async signedDocument(auth: AuthContext, envelopeId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
      const envelope = await ownEnvelope(auth, envelopeId);
      const bytes = await esign.signedDocument(envelope.envelopeId);
      if (!bytes) throw new NotFoundError(text('esign.envelopeNotFound'));
      return { fileName: `settlement-agreement-${envelope.envelopeId}.pdf`, bytes };
    },

    /** The gate of a settlement payment (POST /payment with paymentType 5): signed, the offer's amount, a try left; else a 4xx naming why. */
    async checkPayment(auth: AuthContext, loanId: string, amountCents: number): Promise<void> {
      const s = await settlementOf(auth, loanId);
      const failedPayments = await repo.failedPayments(loanId);
      const check = settlementPayable({ ...s.facts, settlementAmountCents: s.offer.settlementAmountCents, failedPayments }, amountCents, clock(), SETTLEMENT_PAYMENT_RETRY_LIMIT);
      if (!check.ok) throw refusal(check, 'body.loanId');
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
