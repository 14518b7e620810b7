import type { UploadProblem } from '@lender/domain';
import { text } from '../../../i18n';
import { CodedError, type Saying } from '../../../lib/errors';

/** 400 for a refused upload: the spec §5 message as it is, with the file it is about in `field`. */
export class UploadRejectedError extends CodedError {
  constructor(message: Saying, field?: string) {
    super(400, undefined, message, field);
  }
}

export const NOT_BORROWER_MESSAGE = 'Only the borrower can upload documents for this loan.';
export const UPLOADS_CLOSED_MESSAGE = 'This loan cannot take document uploads.';
export const NO_FILES_MESSAGE = 'Choose at least one file to upload.';

/** A file check's refusal (the domain's validateUploadFiles) as the server says it, from the message table. */
export function uploadProblemText(problem: UploadProblem): Saying {
  switch (problem.code) {
    case 'tooLarge':
      return text('uploads.tooLarge', { maxSizeMb: problem.maxSizeMb });
    case 'tooMany':
      return tooManyFilesText(problem.maxFiles);
    default:
      return text(`uploads.${problem.code}`);
  }
}

export const tooManyFilesText = (maxFiles: number): Saying => text('uploads.tooMany', { maxFiles });
