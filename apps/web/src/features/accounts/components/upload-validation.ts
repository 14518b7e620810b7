/**
 * Client-side check of chosen files before upload (spec §5 Document upload) with @lender/domain's
 * validateUploadFiles: each file's type from its first bytes, its size, and the file count, against
 * the limits GET /uploadLoanDocuments gives. The domain's codes are this feature's keys (upload.errors.<code>).
 */
import { validateUploadFiles, type UploadLimits, type UploadValidation } from '@lender/domain';

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

export async function checkUploadFiles(
  files: readonly File[],
  limits: UploadLimits,
): Promise<UploadValidation> {
  const heads = await Promise.all(files.map(readHead));
  return validateUploadFiles(
    files.map((file, index) => ({ name: file.name, size: file.size, bytes: heads[index] })),
    limits,
  );
}
