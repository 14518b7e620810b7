/**
 * The refinance disclosure (spec §2 AccountDisclosures, DocuSignView; §7 loanSigning, disclosureacknowledgement;
 * decision 026): POST /loanSigning documentType 'refinanceDisclosure' with the amount sends the disclosure of that
 * renewal — the loan's new terms for the amount on today's business date — through the e-sign port (resumed while
 * the same one is open), once the amount passes domain refinanceEligibility in the server's context. Whoever
 * reaches the loan may sign it for themself; anyone else is answered as for an absent loan (404). The signed PDF
 * is one of the loan's documents (the sandbox stores it with them).
 */
import type {
  TDisclosureAcknowledgementResponse,
  TLoanSigningResponse,
  ZDisclosureAcknowledgementRequestSchema,
} from '@lender/contract';
import {
  isNameMatch,
  paymentPostingDate,
  renewalTerms,
  type PaymentAmountType,
} from '@lender/domain';
import type { z } from 'zod';
import {
  documentVersions,
  isOpenEnvelope,
  type Envelope,
  type ESignPort,
} from '../../../integrations/esign';
import type { LoanParty, LoanRecord, LoanSystemRegistry } from '../../../integrations/loan-systems';
import { text, translate } from '../../../i18n';
import type { Clock } from '../../../lib/clock';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import {
  signingResponseOf,
  type SigningDocumentHandler,
  type SigningStartBody,
} from '../../../plugins/signing-documents';
import { accessibleLoan } from '../../accounts';
import type { Lenders } from '../../documents';
import { assertCashOut } from './cash-out';
import { assertRefinanceable, type RefinanceContextDeps } from './context';
import { refinanceDisclosure } from './disclosure';
import { disclosureReference } from './reference';
import type { OtherParty } from './other-party';
import type { DisclosureAcknowledgementsRepo } from './repo';

export const REFINANCE_DISCLOSURE = 'refinanceDisclosure' as const;
/** The disclosure is for the renewal's online amount (the payment's own type is checked again by POST /payment). */
const AMOUNT_TYPE: PaymentAmountType = 'onlineProduct';

export interface RefinanceDisclosureDeps extends RefinanceContextDeps {
  loans: Pick<LoanSystemRegistry, 'findLoan' | 'adapter'>;
  esign: ESignPort;
  repo: DisclosureAcknowledgementsRepo;
  lenders: Lenders;
  clock: Clock;
  /** a co-signed loan's other party, and the request to them to sign (decision 054) */
  otherParty: OtherParty;
}

type AcknowledgementBody = z.output<typeof ZDisclosureAcknowledgementRequestSchema>;
type Party = NonNullable<AcknowledgementBody['coborrower']>;

/** A party of the acknowledgement must be the loan's: its customer id, its name, its profile when given. */
function assertParty(given: Party, party: LoanParty, field: string) {
  if (given.customerId !== party.customerId)
    throw new ValidationError(text('refinance.partyMismatch'), `${field}.customerId`);
  if (!isNameMatch(given.name, party.firstName, party.lastName))
    throw new ValidationError(text('refinance.nameMismatch'), `${field}.name`);
  if (given.profileId !== undefined && given.profileId !== party.profileId)
    throw new ValidationError(text('refinance.partyMismatch'), `${field}.profileId`);
}

export function createRefinanceDisclosureService(deps: RefinanceDisclosureDeps) {
  const { loans, esign, repo, lenders, clock, otherParty } = deps;
  const envelopeNotFound = () => new NotFoundError(text('esign.envelopeNotFound'));

  /** The caller's own disclosure envelope, on a loan they still reach (anyone else's: 404). */
  async function ownEnvelope(auth: AuthContext, envelope: Envelope) {
    if (envelope.purpose !== REFINANCE_DISCLOSURE || envelope.signerProfileId !== auth.profileId)
      throw envelopeNotFound();
    const { loan } = await accessibleLoan(loans, auth, envelope.loanId, {
      message: translate('en', text('esign.envelopeNotFound')),
    });
    return { envelope, loan };
  }

  /** The envelope as /loanSigning answers it, with the loan's other party when it has a co-signer (decision 054). */
  async function responseOf(
    loan: LoanRecord,
    envelope: Envelope,
    now: Date,
  ): Promise<TLoanSigningResponse> {
    const other = await otherParty.of(loan, envelope, now);
    return { ...signingResponseOf(envelope), ...(other ? { otherParty: other } : {}) };
  }

  async function disclosureOf(
    loan: LoanRecord,
    { amountCents, cashOutCents }: { amountCents: number; cashOutCents: number },
    businessDate: string,
    body: SigningStartBody,
    now: Date,
    reader: 'borrower' | 'coborrower',
  ) {
    const system = loans.adapter(loan.loanSystem);
    const [borrower, cosigner] = await Promise.all([
      system.customerRecord(loan.borrower.recordId),
      loan.cosigner ? system.customerRecord(loan.cosigner.recordId) : null,
    ]);
    // in the reader's language, the English original beside it (decision 062)
    return documentVersions(body.language, (language) =>
      refinanceDisclosure(lenders, {
        loan,
        borrower: { party: loan.borrower, record: borrower },
        coborrower: loan.cosigner ? { party: loan.cosigner, record: cosigner } : null,
        reader,
        terms: renewalTerms(loan.payoffCents, amountCents, businessDate, cashOutCents),
        businessDate,
        language,
        now,
      }),
    );
  }

  const signing: SigningDocumentHandler = {
    /** The open (or signed) envelope of this loan, amount and business date, or a new one; an ineligible amount is refused with its code. */
    async start(auth, body) {
      const amountCents = body.paymentAmountCents;
      if (amountCents === undefined)
        throw new ValidationError(text('field.required'), 'body.paymentAmountCents');
      const access = await accessibleLoan(loans, auth, body.loanId);
      const now = clock();
      await assertRefinanceable(
        deps,
        auth,
        access,
        { amountCents, amountType: AMOUNT_TYPE, now },
        'body.paymentAmountCents',
      );
      // a renewal that pays money out (decision 057): its limits now, and its amount bound into what is signed
      const cashOutCents = body.cashOutCents ?? 0;
      if (cashOutCents > 0)
        assertCashOut(access.loan, amountCents, cashOutCents, 'body.cashOutCents');
      const businessDate = paymentPostingDate(now);
      const reference = disclosureReference({
        loanId: access.loan.loanId,
        amountCents,
        businessDate,
        cashOutCents,
      });
      const latest = await esign.latestEnvelope(
        { signerProfileId: auth.profileId, purpose: REFINANCE_DISCLOSURE, reference },
        now,
      );
      if (latest && (isOpenEnvelope(latest.status) || latest.status === 'signing_complete'))
        return responseOf(access.loan, latest, now);
      const signer =
        access.isAlternate && access.loan.cosigner ? access.loan.cosigner : access.loan.borrower;
      const envelope = await esign.createEnvelope({
        purpose: REFINANCE_DISCLOSURE,
        reference,
        loanId: access.loan.loanId,
        signer: { profileId: auth.profileId, name: `${signer.firstName} ${signer.lastName}` },
        ...(await disclosureOf(
          access.loan,
          { amountCents, cashOutCents },
          businessDate,
          body,
          now,
          access.isAlternate && access.loan.cosigner ? 'coborrower' : 'borrower',
        )),
        now,
      });
      return responseOf(access.loan, envelope, now);
    },
    async status(auth, envelope): Promise<TLoanSigningResponse> {
      const own = await ownEnvelope(auth, envelope);
      return responseOf(own.loan, own.envelope, clock());
    },
    async signedDocument(auth, envelope) {
      const { envelope: own } = await ownEnvelope(auth, envelope);
      const bytes = await esign.signedDocument(own.envelopeId);
      if (!bytes) throw envelopeNotFound();
      return { fileName: `refinance-disclosure-${own.envelopeId}.pdf`, bytes };
    },
  };

  return {
    signing,

    /** POST /disclosureacknowledgement: the loan's borrower, and its co-borrower when it has one, acknowledged the disclosure. */
    async acknowledge(
      auth: AuthContext,
      body: AcknowledgementBody,
    ): Promise<TDisclosureAcknowledgementResponse> {
      const { loan } = await accessibleLoan(loans, auth, body.loanId);
      assertParty(body.borrower, loan.borrower, 'body.borrower');
      if (loan.cosigner && !body.coborrower)
        throw new ValidationError(text('refinance.coborrowerMissing'), 'body.coborrower');
      if (!loan.cosigner && body.coborrower)
        throw new ValidationError(text('refinance.noCoborrower'), 'body.coborrower');
      if (loan.cosigner && body.coborrower)
        assertParty(body.coborrower, loan.cosigner, 'body.coborrower');
      if (body.envelopeId !== undefined) {
        const envelope = await esign.envelope(body.envelopeId, clock());
        if (
          !envelope ||
          envelope.purpose !== REFINANCE_DISCLOSURE ||
          envelope.signerProfileId !== auth.profileId ||
          envelope.loanId !== loan.loanId
        ) {
          throw new ValidationError(text('esign.envelopeNotFound'), 'body.envelopeId');
        }
      }
      const { borrower, coborrower } = body;
      const row = await repo.insert({
        loanId: loan.loanId,
        profileId: auth.profileId,
        envelopeId: body.envelopeId ?? null,
        borrowerCustomerId: borrower.customerId,
        borrowerName: borrower.name,
        borrowerInitials: borrower.initials,
        borrowerDate: borrower.date,
        borrowerProfileId: loan.borrower.profileId,
        coborrowerCustomerId: coborrower?.customerId ?? null,
        coborrowerName: coborrower?.name ?? null,
        coborrowerInitials: coborrower?.initials ?? null,
        coborrowerDate: coborrower?.date ?? null,
        coborrowerProfileId: coborrower ? (loan.cosigner?.profileId ?? null) : null,
        recordedAt: clock(),
      });
      return {
        recorded: true,
        acknowledgementId: row.id,
        loanId: loan.loanId,
        acknowledgedAt: row.recordedAt.toISOString(),
      };
    },
  };
}

export type RefinanceDisclosureService = ReturnType<typeof createRefinanceDisclosureService>;
