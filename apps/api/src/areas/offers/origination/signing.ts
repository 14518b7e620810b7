/**
 * The loan agreement's signing (POST/GET /loanSigning documentType 'loanAgreement', decision 025): the handler
 * areas/offers/loan-signing calls for the agreement of a new title loan. Only the origination's own borrower reaches it
 * (anyone else: 404); the origination is refreshed from the agreement's envelope first (service.ts), and the
 * envelope carries the agreement with the loan's terms and how the money is sent, in the borrower's language with the
 * English original beside it (decision 062).
 */
import { originationTerms } from '@lender/domain';
import type { Envelope, ESignPort } from '../../../integrations/esign';
import { documentVersions, isOpenEnvelope } from '../../../integrations/esign';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import { text } from '../../../i18n';
import type { Clock } from '../../../lib/clock';
import { NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { signingResponseOf, type SigningDocumentHandler } from '../../../plugins/signing-documents';
import type { Lenders } from '../../documents';
import { loanAgreement } from './agreement';
import { originationErrors as errors } from './errors';
import type { OriginationRow, OriginationsRepo } from './repo';

const PURPOSE = 'loanAgreement' as const;

export interface AgreementSigningDeps {
  repo: Pick<OriginationsRepo, 'byLoan' | 'byId' | 'setEnvelope'>;
  loans: Pick<LoanSystemRegistry, 'findLoan'>;
  esign: ESignPort;
  lenders: Lenders;
  clock: Clock;
  /** the origination after a look at its agreement's envelope (service.ts) */
  refreshed(row: OriginationRow): Promise<OriginationRow>;
}

/** The loan agreement's signing handler (index.ts registers it as 'loanAgreement'). */
export function createAgreementSigning({
  repo,
  loans,
  esign,
  lenders,
  clock,
  refreshed,
}: AgreementSigningDeps): SigningDocumentHandler {
  /** The signing-side handler of the loan agreement: the caller's own origination of the loan, else 404. */
  async function originationOfLoan(auth: AuthContext, loanId: string): Promise<OriginationRow> {
    const row = await repo.byLoan(loanId);
    if (!row || row.profileId !== auth.profileId || auth.scope !== 'user')
      throw new NotFoundError(text('esign.envelopeNotFound'));
    return refreshed(row);
  }

  async function ownEnvelopeRow(auth: AuthContext, envelope: Envelope): Promise<OriginationRow> {
    const row = await repo.byId(envelope.reference);
    if (!row || row.profileId !== auth.profileId || envelope.signerProfileId !== auth.profileId)
      throw new NotFoundError(text('esign.envelopeNotFound'));
    return refreshed(row);
  }

  return {
    /** POST /loanSigning documentType 'loanAgreement': the open envelope of the agreement, or a new one. */
    async start(auth, body) {
      const row = await originationOfLoan(auth, body.loanId);
      if (row.status !== 'awaitingSignature' || !row.loanId) throw errors.notAwaitingSignature();
      const now = clock();
      const latest = await esign.latestEnvelope(
        { signerProfileId: auth.profileId, purpose: PURPOSE, reference: row.id },
        now,
      );
      if (latest && isOpenEnvelope(latest.status)) {
        // an envelope made by a start whose answer was lost is the one resumed: his signature counts on it (decision 079)
        if (row.envelopeId !== latest.envelopeId)
          await repo.setEnvelope(row.id, latest.envelopeId, now);
        return signingResponseOf(latest);
      }
      const loan = await loans.findLoan(row.loanId);
      if (!loan) throw errors.notAwaitingSignature();
      const borrower = loan.borrower;
      const envelope = await esign.createEnvelope({
        purpose: PURPOSE,
        reference: row.id,
        loanId: loan.loanId,
        signer: { profileId: auth.profileId, name: `${borrower.firstName} ${borrower.lastName}` },
        // in his language, the English original beside it (decision 062)
        ...documentVersions(body.language, (language) =>
          loanAgreement(
            lenders,
            loan,
            originationTerms(row.amountCents, loan.openedOn),
            { type: row.disbursementType, cardLast4: row.cardLast4 },
            now,
            language,
          ),
        ),
        now,
      });
      await repo.setEnvelope(row.id, envelope.envelopeId, now);
      return signingResponseOf(envelope);
    },
    async status(auth, envelope) {
      await ownEnvelopeRow(auth, envelope);
      return signingResponseOf((await esign.envelope(envelope.envelopeId, clock())) ?? envelope);
    },
    async signedDocument(auth, envelope) {
      await ownEnvelopeRow(auth, envelope);
      const bytes = await esign.signedDocument(envelope.envelopeId);
      if (!bytes) throw new NotFoundError(text('esign.envelopeNotFound'));
      return { fileName: `loan-agreement-${envelope.envelopeId}.pdf`, bytes };
    },
  };
}
