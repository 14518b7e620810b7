import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseReader } from './http-wire.mjs';
import { getRequest, runOpenLoop } from './open-loop.mjs';

describe('ResponseReader', () => {
  const response = Buffer.from(
    'HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"a":"b c"}',
  );

  it('returns the status only once the whole body has arrived, however the bytes are split', () => {
    for (let cut = 1; cut < response.length; cut += 1) {
      const reader = new ResponseReader();
      expect(reader.push(response.subarray(0, cut))).toBeUndefined();
      expect(reader.push(response.subarray(cut))).toBe(404);
    }
  });

  it('refuses a response it cannot delimit, and bytes beyond one response', () => {
    expect(() =>
      new ResponseReader().push(
        Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n'),
      ),
    ).toThrow(/Content-Length/);
    expect(() => new ResponseReader().push(Buffer.concat([response, Buffer.from('x')]))).toThrow(
      /out of step/,
    );
  });
});

describe('runOpenLoop', () => {
  const seen = [];
  const server = createServer((request, response) => {
    seen.push(request.headers.authorization);
    const body = request.url === '/ok?x=1' ? '{"ok":true}' : '{}';
    response.writeHead(request.url === '/ok?x=1' ? 200 : 500, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
  let base;
  beforeAll(async () => {
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('builds one GET with the path, query and headers', () => {
    expect(getRequest('http://h:1/a/b?c=d', { authorization: 'Bearer t' })).toBe(
      'GET /a/b?c=d HTTP/1.1\r\nhost: h:1\r\nconnection: keep-alive\r\nauthorization: Bearer t\r\n\r\n',
    );
  });

  it('sends at the scheduled rate over keep-alive sockets and counts non-200 answers as errors', async () => {
    const ok = await runOpenLoop({
      url: `${base}/ok?x=1`,
      headers: { authorization: 'Bearer t' },
      rate: 200,
      durationMs: 500,
      warmupMs: 100,
      connections: 4,
    });
    expect(ok.requests).toBeGreaterThanOrEqual(95);
    expect(ok.requests).toBeLessThanOrEqual(101);
    expect(ok.errors).toBe(0);
    expect(seen.every((value) => value === 'Bearer t')).toBe(true);
    const failing = await runOpenLoop({
      url: `${base}/fails`,
      rate: 100,
      durationMs: 200,
      warmupMs: 0,
      connections: 2,
    });
    expect(failing.errors).toBe(failing.requests);
  });

  it('counts requests on sockets the server drops as errors, and still finishes', async () => {
    const dropping = createServer((request) => request.socket.destroy());
    await new Promise((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    try {
      const result = await runOpenLoop({
        url: `http://127.0.0.1:${dropping.address().port}/x`,
        rate: 500,
        durationMs: 300,
        warmupMs: 0,
        connections: 2,
      });
      expect(result.requests).toBeGreaterThan(0);
      expect(result.errors).toBe(result.requests);
    } finally {
      await new Promise((resolve) => dropping.close(resolve));
    }
  }, 10_000);
});
