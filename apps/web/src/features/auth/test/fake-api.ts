/**
 * `fetch` mocked at the boundary: handlers keyed by 'METHOD /path' (without /api) answer with JSON;
 * config calls have defaults; anything else is a 404 in the API's error shape. Every call is recorded.
 */
import { vi } from 'vitest';
import { apiError, configSettings, passwordPolicy } from './fixtures';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
export type Handler = (call: RecordedCall) => Answer | unknown;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' &&
  value !== null &&
  'body' in value &&
  Object.keys(value).every((k) => k === 'body' || k === 'status' || k === 'headers');

export function fakeApi(handlers: Record<string, Handler | unknown> = {}) {
  const calls: RecordedCall[] = [];
  const all: Record<string, Handler | unknown> = {
    'GET /configsettings': configSettings(),
    'GET /passwordPolicy': passwordPolicy(),
    'GET /serviceProvider': { brands: {} },
    ...handlers,
  };
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const call: RecordedCall = {
      method,
      path,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = all[`${method} ${path}`];
    if (handler === undefined)
      return json(apiError(404, `Route ${method}:${path} not found`, undefined, 'Not Found'), 404);
    const result = typeof handler === 'function' ? (handler as Handler)(call) : handler;
    return isAnswer(result)
      ? json(result.body, result.status ?? 200, result.headers)
      : json(result, 200);
  });
  vi.stubGlobal('fetch', mock);
  const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);
  return { calls, callsTo, mock };
}
