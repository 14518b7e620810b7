import { fileTooLargeMessage, tooManyFilesMessage } from '@lender/domain';
import { text } from '../../i18n';
import { ServiceError, type Saying } from '../../lib/errors';

/** 400 for a refused upload: the spec §5 message as it is, with the file it is about in `field`. */
export class UploadRejectedError extends ServiceError {
  readonly statusCode = 400;
}

export const NOT_BORROWER_MESSAGE = 'Only the borrower can upload documents for this loan.';
export const UPLOADS_CLOSED_MESSAGE = 'This loan cannot take document uploads.';
export const NO_FILES_MESSAGE = 'Choose at least one file to upload.';

/**
 * A file check's refusal (the domain's validateUploadFiles) as the server says it: the size and count limits carry a
 * number, so they go through the message table with it (a Spanish reader gets them in Spanish); the others are
 * sentences of the table already.
 */
export function uploadProblemText(message: string, limits: { maxSizeMb: number; maxFiles: number }): Saying {
  if (message === fileTooLargeMessage(limits.maxSizeMb)) return text('uploads.tooLarge', { maxSizeMb: limits.maxSizeMb });
  if (message === tooManyFilesMessage(limits.maxFiles)) return tooManyFilesText(limits.maxFiles);
  return message;
}

export const tooManyFilesText = (maxFiles: number): Saying => text('uploads.tooMany', { maxFiles });
