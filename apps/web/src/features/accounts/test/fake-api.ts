/**
 * A fetch mock at the HTTP boundary: answers by method and path ('GET /accounts') with JSON bodies
 * (or a status), records every call, and 404s anything unexpected.
 */
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/render-screen';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
export type FakeRoute =
  FakeAnswer | ((url: URL, init: RequestInit) => FakeAnswer | Promise<FakeAnswer>);

export interface RecordedCall {
  method: string;
  url: URL;
  body?: unknown;
  headers: Record<string, string>;
}

export { jsonResponse };

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({
      method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const route = routes[`${method} ${path}`];
    if (!route)
      return jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
    const answer = typeof route === 'function' ? await route(url, init) : route;
    return jsonResponse(answer.body ?? {}, answer.status ?? 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) =>
      calls.filter((c) => `${c.method} ${c.url.pathname.replace(/^\/api/, '')}` === key),
  };
}
