/**
 * Client-side check of chosen files before upload (spec §5 Document upload) with @lender/domain's
 * validateUploadFiles: each file's type from its first bytes, its size, and the file count, against
 * the limits GET /uploadLoanDocuments gives. The domain's English texts map to this feature's keys.
 */
import {
  FILE_UNREADABLE_MESSAGE,
  UNKNOWN_MIME_TYPE_MESSAGE,
  fileTooLargeMessage,
  tooManyFilesMessage,
  validateUploadFiles,
  type UploadLimits,
  type UploadValidation,
} from '@lender/domain';

/** Enough leading bytes for every signature sniffUploadType knows. */
const HEAD_BYTES = 16;

function readBuffer(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('File cannot be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The file's first bytes; an empty array when the browser cannot read it (→ 'File cannot be read'). */
async function readHead(file: File): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readBuffer(file.slice(0, HEAD_BYTES)));
  } catch {
    return new Uint8Array();
  }
}

export async function checkUploadFiles(files: readonly File[], limits: UploadLimits): Promise<UploadValidation> {
  const heads = await Promise.all(files.map(readHead));
  return validateUploadFiles(
    files.map((file, index) => ({ name: file.name, size: file.size, bytes: heads[index] })),
    limits,
  );
}

export interface UploadMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The i18n key of a domain or server upload message; undefined for a text we do not know. */
export function uploadMessageKey(message: string, limits: UploadLimits): UploadMessage | undefined {
  if (message === FILE_UNREADABLE_MESSAGE) return { key: 'upload.errors.unreadable' };
  if (message === UNKNOWN_MIME_TYPE_MESSAGE) return { key: 'upload.errors.unknownType' };
  if (message === fileTooLargeMessage(limits.maxSizeMb)) {
    return { key: 'upload.errors.tooLarge', values: { maxSizeMb: limits.maxSizeMb } };
  }
  if (message === tooManyFilesMessage(limits.maxFiles)) {
    return { key: 'upload.errors.tooMany', values: { maxFiles: limits.maxFiles } };
  }
  return undefined;
}
