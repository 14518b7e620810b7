/**
 * Documents (spec §7): a loan's loan agreement, disclosures and monthly statements (generated from the
 * ledger as PDFs), the view history, and GET /documents across the caller's loans. Only the caller's
 * own and co-signed loans are reachable (others → 404).
 */
import type {
  TPayoffQuoteQuery,
  TPayoffQuoteResponse,
  TAccountDocument,
  TAccountDocumentKind,
  TDocumentsResponse,
  TLanguage,
  TLmsAccountDocumentsResponse,
  TLmsAccountDocumentViewHistoryBody,
  TLmsAccountDocumentViewHistoryResponse,
} from '@lender/contract';
import {
  accountDocumentsOf,
  DEFAULT_TIME_ZONE,
  findAccountDocument,
  isBrandCode,
  monthlyStatementFor,
  payoffQuote,
  payoffQuoteAvailable,
  payoffQuoteRange,
  zonedParts,
  type AccountDocumentRef,
} from '@lender/domain';
import type { LoanRecord, LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { CodedError, NotFoundError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan, callerCustomerIds, roleOn } from '../../accounts';
import type { DocumentContent } from './blocks';
import type { Lenders } from './letterhead';
import {
  disclosureContent,
  documentName,
  loanAgreementContent,
  statementContent,
} from './pdf-content';
import { payoffQuoteContent } from './payoff-quote-content';
import { text } from '../../../i18n';
import { renderDocument } from './render-document';
import {
  signedDocumentName,
  signedDocumentOf,
  signedRefsOf,
  type SignedDocumentRef,
  type SignedDocumentsPort,
} from './signed-documents';
import type { DocumentsRepo, DocumentViewSummary } from './repo';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';
/** 409 errorCode: the loan has no payoff to quote (paid off, closed, charged off, repossessed). */
export const PAYOFF_QUOTE_UNAVAILABLE = 'PayoffQuoteUnavailable';

export interface DocumentsServiceDeps {
  loans: Pick<LoanSystemRegistry, 'findLoan' | 'listLoans' | 'adapter'>;
  repo: Pick<DocumentsRepo, 'recordView' | 'viewsOf'>;
  clock: Clock;
  /** each brand's lender lines, for the letterhead */
  lenders: Lenders;
  /** the documents signed through the e-sign port, listed and served with the loan's (issue 12) */
  signed: SignedDocumentsPort;
}

export interface LoanDocumentFile {
  fileName: string;
  bytes: Buffer;
}

export function createDocumentsService({
  loans,
  repo,
  clock,
  lenders,
  signed,
}: DocumentsServiceDeps) {
  const today = () => zonedParts(clock(), DEFAULT_TIME_ZONE).date;

  function toDocument(
    loan: LoanRecord,
    ref: AccountDocumentRef | SignedDocumentRef,
    views: Map<string, DocumentViewSummary>,
    language: TLanguage,
  ): TAccountDocument {
    const view = views.get(`${loan.loanId}/${ref.documentId}`);
    if (!isBrandCode(loan.brandCode)) throw new Error(`loan ${loan.loanId} has an unknown brand`);
    return {
      documentId: ref.documentId,
      kind: ref.kind,
      name:
        'purpose' in ref ? signedDocumentName(ref.purpose, language) : documentName(ref, language),
      documentDate: ref.documentDate,
      loanId: loan.loanId,
      lmsId: loan.lmsId,
      brandName: loan.brandCode,
      contentType: 'application/pdf',
      viewed: view !== undefined,
      lastViewedAt: view ? view.lastViewedAt.toISOString() : null,
    };
  }

  async function documentsOf(
    auth: AuthContext,
    list: readonly LoanRecord[],
    kind: TAccountDocumentKind | undefined,
    language: TLanguage,
  ): Promise<TAccountDocument[]> {
    const summaries = await repo.viewsOf(
      auth.profileId,
      list.map((l) => l.loanId),
    );
    const views = new Map(summaries.map((v) => [`${v.loanId}/${v.documentId}`, v]));
    const day = today();
    const signedRefs = signedRefsOf(await signed.signedEnvelopesOf(list.map((l) => l.loanId)));
    return list
      .flatMap((loan) =>
        [
          ...accountDocumentsOf(loan, day),
          ...signedRefs.filter((ref) => ref.loanId === loan.loanId),
        ].map((ref) => toDocument(loan, ref, views, language)),
      )
      .filter((doc) => !kind || doc.kind === kind)
      .sort((a, b) =>
        a.documentDate === b.documentDate ? 0 : a.documentDate < b.documentDate ? 1 : -1,
      );
  }

  async function documentContent(
    loan: LoanRecord,
    ref: AccountDocumentRef,
    language: TLanguage,
  ): Promise<DocumentContent> {
    if (ref.kind === 'loanAgreement') return loanAgreementContent(loan);
    if (ref.kind === 'disclosure')
      return disclosureContent(loan, ref.documentId.replace(/^disclosure-/, ''));
    const entries = await loans.adapter(loan.loanSystem).history(loan.loanId);
    const statement = monthlyStatementFor(
      { ...loan, entries },
      today(),
      ref.documentId.replace(/^statement-/, ''),
    );
    if (!statement) throw new NotFoundError(DOCUMENT_NOT_FOUND_MESSAGE);
    return statementContent(loan, statement, language);
  }

  /** The caller's loan's payoff good through a date (issue 13); refusals name query.goodThrough with the domain's code. */
  async function quoteOf(
    auth: AuthContext,
    query: TPayoffQuoteQuery,
  ): Promise<{ loan: LoanRecord; quote: TPayoffQuoteResponse }> {
    const { loan } = await accessibleLoan(loans, auth, query.loanId, { lmsId: query.lmsId });
    if (!payoffQuoteAvailable(loan))
      throw new CodedError(409, PAYOFF_QUOTE_UNAVAILABLE, text('documents.payoffQuoteUnavailable'));
    const quotedOn = today();
    const result = payoffQuote(loan.accrual, quotedOn, query.goodThrough);
    if (!result.ok) {
      throw new CodedError(
        400,
        result.code,
        text('documents.payoffQuoteGoodThrough', {
          first: result.params.first,
          last: result.params.last,
        }),
        'query.goodThrough',
      );
    }
    const quote: TPayoffQuoteResponse = {
      loanId: loan.loanId,
      lmsId: loan.lmsId,
      quotedOn,
      goodThrough: result.goodThrough,
      firstGoodThrough: quotedOn,
      lastGoodThrough: payoffQuoteRange(quotedOn).last,
      days: result.days,
      payoffTodayCents: result.payoffTodayCents,
      perDiemCents: result.perDiemCents,
      accruedInterestCents: result.accruedInterestCents,
      payoffAmountCents: result.payoffCents,
    };
    return { loan, quote };
  }

  return {
    async payoffQuote(auth: AuthContext, query: TPayoffQuoteQuery): Promise<TPayoffQuoteResponse> {
      return (await quoteOf(auth, query)).quote;
    },

    async payoffQuotePdf(
      auth: AuthContext,
      query: TPayoffQuoteQuery,
      language: TLanguage,
    ): Promise<LoanDocumentFile> {
      const { loan, quote } = await quoteOf(auth, query);
      const bytes = await renderDocument(lenders, loan, payoffQuoteContent(loan, quote, language), {
        language,
        createdAt: clock(),
      });
      return { fileName: `${loan.lmsId}-payoff-quote-${quote.goodThrough}.pdf`, bytes };
    },

    async listDocuments(
      auth: AuthContext,
      query: { brandName?: string | undefined; kind?: TAccountDocumentKind | undefined },
      language: TLanguage = 'en',
    ): Promise<TDocumentsResponse> {
      const all = await loans.listLoans(callerCustomerIds(auth));
      const mine = all.filter(
        (loan) =>
          roleOn(loan, auth) !== null && (!query.brandName || loan.brandCode === query.brandName),
      );
      const unique = [...new Map(mine.map((loan) => [loan.loanId, loan])).values()];
      return { documents: await documentsOf(auth, unique, query.kind, language) };
    },

    async lmsAccountDocuments(
      auth: AuthContext,
      query: { loanId: string; lmsId: string; kind?: TAccountDocumentKind | undefined },
      language: TLanguage = 'en',
    ): Promise<TLmsAccountDocumentsResponse> {
      const { loan } = await accessibleLoan(loans, auth, query.loanId, { lmsId: query.lmsId });
      return {
        loanId: loan.loanId,
        lmsId: loan.lmsId,
        documents: await documentsOf(auth, [loan], query.kind, language),
      };
    },

    async recordView(
      auth: AuthContext,
      body: TLmsAccountDocumentViewHistoryBody,
    ): Promise<TLmsAccountDocumentViewHistoryResponse> {
      const { loan } = await accessibleLoan(loans, auth, body.loanId, { lmsId: body.lmsId });
      if (
        !findAccountDocument(loan, today(), body.documentId) &&
        !(await signedDocumentOf(signed, loan.loanId, body.documentId))
      )
        throw new NotFoundError(DOCUMENT_NOT_FOUND_MESSAGE);
      const view = await repo.recordView({
        profileId: auth.profileId,
        loanId: loan.loanId,
        documentId: body.documentId,
        viewedAt: clock(),
      });
      return {
        loanId: loan.loanId,
        documentId: body.documentId,
        viewedAt: view.lastViewedAt.toISOString(),
        viewCount: view.viewCount,
      };
    },

    async documentPdf(
      auth: AuthContext,
      query: { loanId: string; documentId: string },
      language: TLanguage = 'en',
    ): Promise<LoanDocumentFile> {
      const { loan } = await accessibleLoan(loans, auth, query.loanId);
      const signedFile = await signedDocumentOf(signed, loan.loanId, query.documentId);
      // a signed document is served as it was signed
      if (signedFile)
        return {
          fileName: `${loan.lmsId}-${query.documentId}.pdf`,
          bytes: Buffer.from(signedFile.bytes),
        };
      const ref = findAccountDocument(loan, today(), query.documentId);
      if (!ref) throw new NotFoundError(DOCUMENT_NOT_FOUND_MESSAGE);
      // a statement is in the reader's language; the loan agreement and the disclosures stay English, as issued (decision 014)
      const pdfLanguage = ref.kind === 'monthlyStatement' ? language : 'en';
      const bytes = await renderDocument(
        lenders,
        loan,
        await documentContent(loan, ref, pdfLanguage),
        { language: pdfLanguage, createdAt: clock() },
      );
      return { fileName: `${loan.lmsId}-${ref.documentId}.pdf`, bytes };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
