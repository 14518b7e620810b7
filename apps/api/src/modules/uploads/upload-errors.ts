import { ServiceError } from '../../lib/errors';

/** 400 for a refused upload: the spec §5 message as it is, with the file it is about in `field`. */
export class UploadRejectedError extends ServiceError {
  readonly statusCode = 400;
}

export const NOT_BORROWER_MESSAGE = 'Only the borrower can upload documents for this loan.';
export const UPLOADS_CLOSED_MESSAGE = 'This loan cannot take document uploads.';
export const NO_FILES_MESSAGE = 'Choose at least one file to upload.';
