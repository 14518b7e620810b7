/**
 * Loan document upload (spec §5, §7): whether a loan takes uploads and the limits (from
 * /configsettings loanDocumentUpload), the upload itself — types decided by the file's CONTENT — and
 * the history. The bytes go to the storage port first, then the rows; if the rows fail the stored
 * files are removed, so nothing is left half-written.
 */
import { randomUUID } from 'node:crypto';
import type {
  TUploadedLoanDocument,
  TUploadLoanDocumentsHistoryResponse,
  TUploadLoanDocumentsResponse,
  TUploadLoanDocumentsStatus,
} from '@lender/contract';
import { LoanStatus, validateUploadFiles, type ServerSettings } from '@lender/domain';
import type { LoanRecord, LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { StoragePort } from '../../../integrations/storage';
import type { Clock } from '../../../lib/clock';
import { ConflictError, ForbiddenError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan, callerCustomerIds, roleOn, type LoanRole } from '../../accounts';
import {
  NO_FILES_MESSAGE,
  NOT_BORROWER_MESSAGE,
  UploadRejectedError,
  uploadProblemText,
  UPLOADS_CLOSED_MESSAGE,
} from './upload-errors';
import type { NewUploadRow, UploadRow, UploadsRepo } from './repo';

type UploadSettings = Pick<
  ServerSettings,
  'loanDocumentUpload' | 'nlsDocumentUpload' | 'tlxeDocumentUpload'
>;

export interface ReceivedFile {
  name: string;
  bytes: Buffer;
  /** the stream hit the size limit: more bytes were sent than were kept */
  truncated: boolean;
}

export interface UploadsServiceDeps {
  loans: Pick<LoanSystemRegistry, 'findLoan' | 'listLoans'>;
  repo: Pick<UploadsRepo, 'insertUploads' | 'listUploads'>;
  storage: StoragePort;
  settings: () => Promise<UploadSettings>;
  clock: Clock;
}

const NO_UPLOAD_STATUSES: readonly number[] = [
  LoanStatus.PaidOff,
  LoanStatus.Closed,
  LoanStatus.Deleted,
  LoanStatus.Rescinded,
];

/** A file name safe to keep and show: its last path segment, printable, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return printable.slice(-120) || 'document';
}

function blockedReason(
  loan: LoanRecord,
  role: LoanRole,
  settings: UploadSettings,
): TUploadLoanDocumentsStatus['reason'] {
  const enabled =
    loan.loanSystem === 'NLS' ? settings.nlsDocumentUpload : settings.tlxeDocumentUpload;
  if (!enabled) return 'uploadsDisabled';
  if (role !== 'borrower') return 'notBorrower';
  if (NO_UPLOAD_STATUSES.includes(loan.status)) return 'loanClosed';
  return null;
}

const toUploaded = (row: UploadRow, lmsId: string): TUploadedLoanDocument => ({
  uploadId: row.id,
  loanId: row.loanId,
  lmsId,
  fileName: row.fileName,
  mimeType: row.mimeType,
  sizeBytes: row.sizeBytes,
  uploadedAt: row.createdAt.toISOString(),
});

export function createUploadsService({
  loans,
  repo,
  storage,
  settings,
  clock,
}: UploadsServiceDeps) {
  async function storeAll(
    rows: readonly NewUploadRow[],
    files: readonly { bytes: Buffer; mimeType: string }[],
  ): Promise<UploadRow[]> {
    const stored: string[] = [];
    try {
      for (const [i, row] of rows.entries()) {
        await storage.put(row.storageKey, files[i]!.bytes, files[i]!.mimeType);
        stored.push(row.storageKey);
      }
      return await repo.insertUploads(rows);
    } catch (error) {
      await Promise.allSettled(stored.map((key) => storage.remove(key)));
      throw error;
    }
  }

  return {
    /** The limits the PUT applies (from /configsettings), for reading the multipart body. */
    async limits(): Promise<UploadSettings['loanDocumentUpload']> {
      return (await settings()).loanDocumentUpload;
    },

    async status(auth: AuthContext, loanId: string): Promise<TUploadLoanDocumentsStatus> {
      const { loan, role } = await accessibleLoan(loans, auth, loanId);
      const current = await settings();
      const reason = blockedReason(loan, role, current);
      return {
        loanId: loan.loanId,
        canUploadLoanDocuments: reason === null,
        reason,
        ...current.loanDocumentUpload,
      };
    },

    async upload(
      auth: AuthContext,
      loanId: string,
      files: readonly ReceivedFile[],
    ): Promise<TUploadLoanDocumentsResponse> {
      const { loan, role } = await accessibleLoan(loans, auth, loanId);
      const current = await settings();
      const reason = blockedReason(loan, role, current);
      if (reason === 'notBorrower') throw new ForbiddenError(NOT_BORROWER_MESSAGE);
      if (reason) throw new ConflictError(UPLOADS_CLOSED_MESSAGE);
      if (files.length === 0) throw new UploadRejectedError(NO_FILES_MESSAGE, 'files');
      const limits = current.loanDocumentUpload;
      const maxBytes = limits.maxSizeMb * 1024 * 1024;
      const validation = validateUploadFiles(
        files.map((f) => ({
          name: f.name,
          size: f.truncated ? maxBytes + 1 : f.bytes.length,
          bytes: f.bytes,
        })),
        limits,
      );
      const [problem] = validation.errors;
      if (problem)
        throw new UploadRejectedError(
          uploadProblemText(problem.problem),
          problem.index < 0 ? 'files' : `files[${problem.index}]`,
        );

      const now = clock();
      const accepted = files.map((f, i) => ({
        bytes: f.bytes,
        mimeType: validation.types[i]!,
        name: cleanFileName(f.name),
      }));
      const rows: NewUploadRow[] = accepted.map((f) => {
        const id = randomUUID();
        return {
          id,
          loanId: loan.loanId,
          profileId: auth.profileId,
          storageKey: `${loan.loanId}/${id}`,
          fileName: f.name,
          mimeType: f.mimeType,
          sizeBytes: f.bytes.length,
          createdAt: now,
        };
      });
      const saved = await storeAll(rows, accepted);
      return { loanId: loan.loanId, documents: saved.map((row) => toUploaded(row, loan.lmsId)) };
    },

    async history(
      auth: AuthContext,
      loanId?: string,
    ): Promise<TUploadLoanDocumentsHistoryResponse> {
      const reachable = loanId
        ? [(await accessibleLoan(loans, auth, loanId)).loan]
        : (await loans.listLoans(callerCustomerIds(auth))).filter(
            (loan) => roleOn(loan, auth) !== null,
          );
      const lmsIds = new Map(reachable.map((loan) => [loan.loanId, loan.lmsId]));
      const rows = await repo.listUploads([...lmsIds.keys()], loanId);
      return { uploads: rows.map((row) => toUploaded(row, lmsIds.get(row.loanId) ?? '')) };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
