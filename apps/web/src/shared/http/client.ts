/**
 * The one HTTP client of the web app (STYLE.md §4). Every call to the API goes through here:
 * base URL, the spec §7 headers, the 35 s timeout, one retry where asked, and error mapping.
 * Feature `api.ts` files call `apiGet` / `apiSend` with a zod schema from @lender/contract.
 */
import type { ZodType } from 'zod';

export const API_TIMEOUT_MS = 35_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** retry once on a network error or 5xx (the spec's "many loads retry once") */
  retryOnce?: boolean;
  timeoutMs?: number;
}

type HeaderSource = () => Record<string, string>;
let headerSource: HeaderSource = () => ({});
/** The session store registers a function that returns the auth/brand/language headers. */
export function setHeaderSource(source: HeaderSource): void {
  headerSource = source;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function once<T>(method: string, path: string, schema: ZodType<T>, body: unknown, options: RequestOptions): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    'api-version': '2',
    'cache-control': 'no-cache',
    ...headerSource(),
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const message =
      (data as { message?: string } | undefined)?.message ?? `Request failed (${response.status})`;
    throw new ApiError(response.status, message, data);
  }
  return schema.parse(data);
}

async function request<T>(method: string, path: string, schema: ZodType<T>, body: unknown, options: RequestOptions = {}): Promise<T> {
  try {
    return await once(method, path, schema, body, options);
  } catch (error) {
    const retryable = !(error instanceof ApiError) || error.status >= 500;
    if (options.retryOnce && retryable && !options.signal?.aborted) {
      return once(method, path, schema, body, options);
    }
    throw error;
  }
}

export function apiGet<T>(path: string, schema: ZodType<T>, options?: RequestOptions): Promise<T> {
  return request('GET', path, schema, undefined, options);
}

export function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: ZodType<T>,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  return request(method, path, schema, body, options);
}
