/**
 * The documents a borrower signs through POST/GET /loanSigning (decision 025), by document type: each module
 * registers the handler of its own document (settlement: 'settlementAgreement'; origination: 'loanAgreement') on
 * `app.signingDocuments`, and the loan-signing routes dispatch to it, so no module imports another to share the
 * routes. A handler decides who may see its envelopes (it throws a 404 for anyone else).
 */
import type { FastifyInstance } from 'fastify';
import type { TLanguage, TLoanSigningResponse } from '@lender/contract';
import type { Envelope, EnvelopePurpose } from '../integrations/esign';
import type { AuthContext } from './authenticate';

/** What POST /loanSigning passes a handler: the loan, the refinance disclosure's amount, the reader's language. */
export interface SigningStartBody {
  loanId: string;
  /** the payment amount a refinance disclosure is for (required for that type, absent for the others) */
  paymentAmountCents?: number | undefined;
  /** the cash out a refinance disclosure is for (decision 057; absent: none) */
  cashOutCents?: number | undefined;
  /** the request's language (a document written in the reader's language uses it) */
  language: TLanguage;
}

export interface SigningDocumentHandler {
  /** POST /loanSigning: send (or resume) the document of the loan for the caller to sign */
  start(auth: AuthContext, body: SigningStartBody): Promise<TLoanSigningResponse>;
  /** GET /loanSigning: the caller's own envelope of this document (what its signing changed recorded); 404 otherwise */
  status(auth: AuthContext, envelope: Envelope): Promise<TLoanSigningResponse>;
  /** GET /loanSigning/document: the signed PDF of the caller's own envelope; 404 otherwise or until signed */
  signedDocument(
    auth: AuthContext,
    envelope: Envelope,
  ): Promise<{ fileName: string; bytes: Uint8Array }>;
}

/** An envelope as POST/GET /loanSigning answer it, whatever the document. */
export const signingResponseOf = (envelope: Envelope): TLoanSigningResponse => ({
  envelopeId: envelope.envelopeId,
  loanId: envelope.loanId,
  status: envelope.status,
  signingUrl: envelope.signingUrl,
  expiresAt: envelope.expiresAt.toISOString(),
  signed: envelope.status === 'signing_complete',
  language: envelope.language,
  ...(envelope.signedLanguage ? { signedLanguage: envelope.signedLanguage } : {}),
});

export interface SigningDocuments {
  register(purpose: EnvelopePurpose, handler: SigningDocumentHandler): void;
  /** the handler of a document type, or undefined when no module signs it */
  handlerOf(purpose: string): SigningDocumentHandler | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    signingDocuments: SigningDocuments;
  }
}

export function createSigningDocuments(): SigningDocuments {
  const handlers = new Map<string, SigningDocumentHandler>();
  return {
    register(purpose, handler) {
      if (handlers.has(purpose))
        throw new Error(`a signing handler for ${purpose} is already registered`);
      handlers.set(purpose, handler);
    },
    handlerOf: (purpose) => handlers.get(purpose),
  };
}

/** Decorates the app with the registry (before the modules register their handlers). */
export function registerSigningDocuments(app: FastifyInstance): SigningDocuments {
  const registry = createSigningDocuments();
  app.decorate('signingDocuments', registry);
  return registry;
}
