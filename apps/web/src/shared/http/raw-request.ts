/**
 * The two calls the shared JSON client cannot make: a multipart upload that reports its progress
 * (fetch has no upload progress) and a PDF download (a Blob, not JSON). Both go through
 * XMLHttpRequest with the same session handling as the shared client: the auth headers it uses
 * (shared/http/auth-refresh), a refresh before sending when the access token has expired, and one
 * refresh + retry on a 401 'Invalid session'; a download the server turned away while busy is asked again after its
 * Retry-After, as the shared client's reads are (service-busy.ts). Errors are the shared client's ApiError.
 */
import { needsRefreshBeforeSend, refreshSession } from './auth-refresh';
import { apiErrorOf } from './api-error';
import { apiUrl } from './api-url';
import { API_TIMEOUT_MS, clientHeaders, type ApiError } from './client';
import { NetworkError } from './network-error';
import { readThroughShedding } from './service-busy';

export interface RawRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  query?: Record<string, string | undefined>;
  body?: FormData;
  responseType?: 'json' | 'blob';
  /** fraction 0..1 of the request body sent so far */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface RawResponse {
  status: number;
  contentType: string | null;
  body: unknown;
  retryAfter: string | null;
}

/** The spec §7 headers of the shared client, for a call made outside it. */
export const rawRequestHeaders = clientHeaders;

function sendOnce(request: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, apiUrl(request.path, request.query));
    xhr.timeout = API_TIMEOUT_MS;
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    for (const [name, value] of Object.entries(rawRequestHeaders()))
      xhr.setRequestHeader(name, value);
    const onProgress = request.onUploadProgress;
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress(Math.min(1, event.loaded / event.total));
      };
    }
    const abort = () => xhr.abort();
    request.signal?.addEventListener('abort', abort, { once: true });
    const done = () => request.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      resolve({
        status: xhr.status,
        contentType: xhr.getResponseHeader('content-type'),
        body: xhr.response,
        retryAfter: xhr.getResponseHeader('retry-after'),
      });
    };
    xhr.onerror = () => (done(), reject(new NetworkError()));
    // our 35 s timeout is a call with no answer: the app's message in the reader's language, not the browser's
    xhr.ontimeout = () => (
      done(),
      reject(new NetworkError(new DOMException('The request timed out', 'TimeoutError')))
    );
    xhr.onabort = () => (done(), reject(new DOMException('The request was aborted', 'AbortError')));
    xhr.send(request.body ?? null);
  });
}

async function bodyText(body: unknown): Promise<string> {
  if (typeof body === 'string') return body;
  if (body instanceof Blob) return body.text();
  return '';
}

/** The JSON (or plain text) of a response body, for errors and JSON answers. */
export async function parseRawBody(body: unknown): Promise<unknown> {
  const text = await bodyText(body);
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

async function toError(response: RawResponse): Promise<ApiError> {
  return apiErrorOf(response.status, await parseRawBody(response.body), response.retryAfter);
}

async function sendWithRefresh(request: RawRequest): Promise<RawResponse> {
  if (needsRefreshBeforeSend()) await refreshSession();
  let response = await sendOnce(request);
  if (
    response.status === 401 &&
    (await toError(response)).isInvalidSession &&
    (await refreshSession())
  ) {
    response = await sendOnce(request);
  }
  if (response.status < 200 || response.status >= 300) throw await toError(response);
  return response;
}

/** Send with the session's headers; a non-2xx answer throws ApiError. */
export function rawRequest(request: RawRequest): Promise<RawResponse> {
  const send = () => sendWithRefresh(request);
  return request.method === 'GET' ? readThroughShedding(send, request.signal) : send();
}
