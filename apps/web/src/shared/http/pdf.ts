/**
 * PDFs from the API: they need the session's headers, so the bytes are fetched (raw-request) and handed to
 * the browser as a blob URL — opened in a new tab, or saved as a download. A tab is opened at once, while the
 * click still counts as a user gesture, and pointed at the PDF when it arrives.
 */
import { ApiError } from './client';
import { rawRequest } from './raw-request';

export const PDF_CONTENT_TYPE = 'application/pdf';

export type PdfMode = 'open' | 'download';

export class PopupBlockedError extends Error {
  constructor() {
    super('popup blocked');
    this.name = 'PopupBlockedError';
  }
}

const REVOKE_AFTER_MS = 60_000;

// in a module of its own, so a screen that names a PDF file before any download links none of the fetching code
export { safeFileName } from './pdf-file-name';

/** GET `path`: the PDF as a Blob (refuses anything that is not a PDF, e.g. an HTML page). */
export async function getPdf(path: string, query: Record<string, string>): Promise<Blob> {
  const response = await rawRequest({ method: 'GET', path, query, responseType: 'blob' });
  const blob = response.body as Blob;
  if (!response.contentType?.startsWith(PDF_CONTENT_TYPE))
    throw new ApiError(response.status, 'The document is not a PDF.');
  return blob.type === PDF_CONTENT_TYPE ? blob : new Blob([blob], { type: PDF_CONTENT_TYPE });
}

function download(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** Opens in a new tab, or saves as `fileName`, the PDF `load` fetches. */
export async function showPdf(
  load: () => Promise<Blob>,
  mode: PdfMode,
  fileName: string,
): Promise<void> {
  const tab = mode === 'open' ? window.open('', '_blank') : null;
  if (mode === 'open' && !tab) throw new PopupBlockedError();
  try {
    const url = URL.createObjectURL(await load());
    if (tab) tab.location.href = url;
    else download(url, fileName);
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
