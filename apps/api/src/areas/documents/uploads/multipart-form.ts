/**
 * Reads the multipart body of PUT /uploadLoanDocuments: the `loanId` field and the `files` parts, each
 * kept up to the size limit plus one byte (so an over-size file is known without holding all of it).
 * Any other field is a 400 naming it.
 */
import type { FastifyRequest } from 'fastify';
import { UPLOAD_LOAN_DOCUMENTS_FIELDS, ZUploadLoanDocumentsQuerySchema } from '@lender/contract';
import { text } from '../../../i18n';
import { isCodedError, ValidationError } from '../../../lib/errors';
import type { ReceivedFile } from './service';
import { tooManyFilesText, UploadRejectedError } from './upload-errors';

export interface UploadForm {
  loanId: string;
  files: ReceivedFile[];
}

/** How many files past the limit are still read and counted (more is refused by the parser). */
const EXTRA_FILES_COUNTED = 4;

export async function readUploadForm(
  request: FastifyRequest,
  limits: { maxSizeMb: number; maxFiles: number },
): Promise<UploadForm> {
  if (!request.isMultipart())
    throw new ValidationError('must be multipart/form-data', 'headers.content-type');
  const maxBytes = limits.maxSizeMb * 1024 * 1024;
  const files: ReceivedFile[] = [];
  let loanId: unknown;
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes + 1,
        files: limits.maxFiles + EXTRA_FILES_COUNTED,
        fields: 4,
        fieldSize: 200,
        parts: limits.maxFiles + EXTRA_FILES_COUNTED + 4,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== UPLOAD_LOAN_DOCUMENTS_FIELDS.loanId)
          throw new ValidationError('Unrecognized key', `body.${part.fieldname}`);
        loanId = part.value;
        continue;
      }
      if (part.fieldname !== UPLOAD_LOAN_DOCUMENTS_FIELDS.files) {
        part.file.resume();
        throw new ValidationError('Unrecognized key', `body.${part.fieldname}`);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      files.push({
        name: part.filename,
        bytes: Buffer.concat(chunks),
        truncated: part.file.truncated,
      });
    }
  } catch (error) {
    throw uploadFormError(error, limits.maxFiles);
  }
  const parsed = ZUploadLoanDocumentsQuerySchema.shape.loanId.safeParse(loanId);
  if (!parsed.success)
    throw new ValidationError(loanId === undefined ? 'Required' : 'Invalid UUID', 'body.loanId');
  return { loanId: parsed.data, files };
}

/** Too many files or parts: the limit. */
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * What a failure while reading the form says: ours as they are; too many files or parts, the limit; anything the
 * multipart parser could not read (a body cut off — "Part terminated early", "Unexpected end of form" — a missing
 * boundary, a malformed part header, a field past its limits) a 400 asking to send the files again, never a 500.
 */
function uploadFormError(error: unknown, maxFiles: number): unknown {
  if (isCodedError(error)) return error;
  if (TOO_MANY_PARTS.has((error as { code?: string }).code ?? ''))
    return new UploadRejectedError(tooManyFilesText(maxFiles), 'files');
  return new UploadRejectedError(text('uploads.incomplete'), 'body');
}
