/**
 * The one HTTP client of the web app (STYLE.md §4). Every call to the API goes through here:
 * base URL, the spec §7 headers, the 35 s timeout, one retry where asked, error mapping (no answer → a
 * NetworkError with the app's translated message), and the
 * session refresh: a 401 'Invalid session' (or an access token already expired) refreshes the
 * session ONCE (single-flight, see session-refresh.ts) and retries; a failed refresh signs out. A 403
 * DeviceNotTrustedException (the server's trusted-device gate) sends the user to the challenge. A read the server
 * turned away while busy (503 with Retry-After) is asked again after the wait it gave, a few times, with the shell's
 * busy state meanwhile; a write never is (service-busy.ts, decision 043).
 * Feature `api.ts` files call `apiGet` / `apiSend` with a zod schema from @lender/contract; the app shell's calls pass
 * a loader of it instead (shell-schema.ts), so zod and the contract load with the first answer, not the first paint.
 */
import type { ZodType } from 'zod';
import { API_VERSION, CLIENT_HEADERS } from '@lender/contract';
import { ApiError, apiErrorOf } from './api-error';
import { apiUrl } from './api-url';
import { pageOfReadStarting, recordRead, takeEarlyRead } from './early-reads';
import { API_TIMEOUT_MS } from './request-timeout';
import { asNetworkError, NetworkError } from './network-error';
import { reportAnswered, reportUnanswered } from '../offline/reachability';
import { readThroughShedding } from './service-busy';
import {
  authHeaders,
  needsRefreshBeforeSend,
  refreshSession,
  reportDeviceNotTrusted,
  reportProfileLocked,
} from './auth-refresh';

export { ApiError } from './api-error';
export { NetworkError } from './network-error';
export { API_TIMEOUT_MS };

/** A response schema, or a loader of one (the shell's calls: the schema's module loads when the answer is read). */
export type SchemaSource<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/** true once a schema module has loaded: zod is built, and loading another schema module costs its own chunk only */
let schemaModulesLoad = false;

async function schemaOf<T>(source: SchemaSource<T>): Promise<ZodType<T>> {
  if (typeof source !== 'function') return source;
  const schema = await source();
  schemaModulesLoad = true;
  return schema;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** retry once on a network error or 5xx (the spec's "many loads retry once") */
  retryOnce?: boolean;
  timeoutMs?: number;
  /** calls that must never trigger a refresh (sign-in, the refresh itself, sign-out) */
  skipAuthRefresh?: boolean;
}

type HeaderSource = () => Record<string, string>;
let headerSource: HeaderSource = () => ({});
/** The app shell registers a function that returns the brand/language/pwa/version headers. */
export function setHeaderSource(source: HeaderSource): void {
  headerSource = source;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

async function once<T>(
  method: string,
  path: string,
  schema: SchemaSource<T>,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers = clientHeaders();
  if (body !== undefined) headers['content-type'] = 'application/json';
  // a write's schema is loaded before it is sent: a schema chunk that fails to load must fail the call before the
  // server has acted on it, never turn a write it accepted (a payment, a cancel) into an error the person retries
  const writeSchema = method === 'GET' ? undefined : await schemaOf(schema);
  const url = apiUrl(path, options.query);
  // a read the page's script started already (decision 034) is answered by it
  const early = method === 'GET' ? takeEarlyRead(url, headers, signal) : undefined;
  const sent =
    early ??
    fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  let readSchema: Promise<ZodType<T>> | undefined;
  if (method === 'GET') {
    // the page it is for, asked as it is sent: a tap's reads are the tapped page's, a warm's no page's (decision 085)
    const recordFor = pageOfReadStarting();
    sent.catch(() => undefined); // met below, once the rest of the read is on its way
    // the read's own work waits until every read started in this task has left: a screen's prefetch sends several at
    // once, and each one's schema load and record no longer holds back the requests after it (decision 085)
    await Promise.resolve();
    // its schema module loads beside the request once zod is in: a later screen's answer waits one round, not two
    // (decision 066). Before that (the first page), it loads with the answer, after the first paint (decision 033)
    readSchema = schemaModulesLoad ? schemaOf(schema) : undefined;
    readSchema?.catch(() => undefined); // its failure is met where the answer is parsed
    if (recordFor !== null) recordRead(url, headers, recordFor); // for the page's next load (decision 034)
  }
  let response: Response;
  try {
    response = await sent;
  } catch (error) {
    // 'Failed to fetch' is the browser's English: the person reads the app's message instead
    const failure = asNetworkError(error, options.signal?.aborted);
    // a read only: a write's failure offers its own "try again", which being offline would turn off
    if (failure instanceof NetworkError && method === 'GET') reportUnanswered();
    throw failure;
  }
  reportAnswered();
  const data = parseBody(await response.text());
  if (!response.ok) {
    throw apiErrorOf(response.status, data, response.headers.get('retry-after'));
  }
  return (writeSchema ?? (await (readSchema ?? schemaOf(schema)))).parse(data);
}

async function withRefresh<T>(
  method: string,
  path: string,
  schema: SchemaSource<T>,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  if (options.skipAuthRefresh) return once(method, path, schema, body, options);
  if (needsRefreshBeforeSend()) await refreshSession();
  try {
    return await once(method, path, schema, body, options);
  } catch (error) {
    if (!(error instanceof ApiError) || !error.isInvalidSession) throw error;
    if (!(await refreshSession())) throw error;
    return once(method, path, schema, body, options);
  }
}

async function request<T>(
  method: string,
  path: string,
  schema: SchemaSource<T>,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const send = () => withRefresh(method, path, schema, body, options);
  try {
    return await (method === 'GET' ? readThroughShedding(send, options.signal) : send());
  } catch (error) {
    if (error instanceof ApiError && error.isDeviceNotTrusted) reportDeviceNotTrusted();
    if (error instanceof ApiError && error.isProfileLocked) reportProfileLocked();
    // a busy server's answer is asked again only after its Retry-After (a read, above), never at once
    const retryable = !(error instanceof ApiError) || (error.status >= 500 && !error.isServiceBusy);
    if (options.retryOnce && retryable && !options.signal?.aborted) {
      return send();
    }
    throw error;
  }
}

/** Every spec §7 header of a call: api version, no-cache, the app's (language, brand, pwa, app
 * version) and the session's (tokens, device key). Calls made outside this client (uploads with
 * progress, PDF downloads) send exactly these too. */
export function clientHeaders(): Record<string, string> {
  return {
    [CLIENT_HEADERS.apiVersion]: API_VERSION,
    'cache-control': 'no-cache',
    ...headerSource(),
    ...authHeaders(),
  };
}

export function apiGet<T>(
  path: string,
  schema: SchemaSource<T>,
  options?: RequestOptions,
): Promise<T> {
  return request('GET', path, schema, undefined, options);
}

export function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: SchemaSource<T>,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  return request(method, path, schema, body, options);
}
