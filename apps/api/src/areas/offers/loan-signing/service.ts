/**
 * POST/GET /loanSigning (decision 025): the document type of the request (POST) or of the envelope (GET) names the
 * module whose handler answers (app.signingDocuments); an envelope someone else signs, or of a type no module
 * signs, is answered as absent (404).
 */
import type { TLoanSigningResponse } from '@lender/contract';
import type { Envelope, ESignPort } from '../../../integrations/esign';
import { text } from '../../../i18n';
import type { Clock } from '../../../lib/clock';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import type {
  SigningDocumentHandler,
  SigningDocuments,
  SigningStartBody,
} from '../../../plugins/signing-documents';

export function createLoanSigningService({
  documents,
  esign,
  clock,
}: {
  documents: SigningDocuments;
  esign: Pick<ESignPort, 'envelope'>;
  clock: Clock;
}) {
  const notFound = () => new NotFoundError(text('esign.envelopeNotFound'));
  async function ownEnvelope(
    auth: AuthContext,
    envelopeId: string,
  ): Promise<{ envelope: Envelope; handler: SigningDocumentHandler }> {
    const envelope = await esign.envelope(envelopeId, clock());
    const handler = envelope ? documents.handlerOf(envelope.purpose) : undefined;
    if (!envelope || !handler || envelope.signerProfileId !== auth.profileId) throw notFound();
    return { envelope, handler };
  }
  return {
    async start(
      auth: AuthContext,
      body: SigningStartBody & { documentType: string },
    ): Promise<TLoanSigningResponse> {
      // the amount belongs to a refinance disclosure only (its handler requires it)
      if (body.paymentAmountCents !== undefined && body.documentType !== 'refinanceDisclosure')
        throw new ValidationError(text('field.unknown'), 'body.paymentAmountCents');
      if (body.cashOutCents !== undefined && body.documentType !== 'refinanceDisclosure')
        throw new ValidationError(text('field.unknown'), 'body.cashOutCents');
      const handler = documents.handlerOf(body.documentType);
      if (!handler) throw notFound();
      return handler.start(auth, body);
    },
    async status(auth: AuthContext, envelopeId: string): Promise<TLoanSigningResponse> {
      const { envelope, handler } = await ownEnvelope(auth, envelopeId);
      return handler.status(auth, envelope);
    },
    async signedDocument(
      auth: AuthContext,
      envelopeId: string,
    ): Promise<{ fileName: string; bytes: Uint8Array }> {
      const { envelope, handler } = await ownEnvelope(auth, envelopeId);
      return handler.signedDocument(auth, envelope);
    },
  };
}

export type LoanSigningService = ReturnType<typeof createLoanSigningService>;
