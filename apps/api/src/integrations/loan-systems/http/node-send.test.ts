import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LOOPBACK_TLS } from '../../../testing/loopback-tls';
import { createNodeSend } from './node-send';

let server: Server | undefined;
let tlsServer: Server | undefined;
const closed = (open: Server | undefined) =>
  new Promise<void>((resolve) => (open ? open.close(() => resolve()) : resolve()));
afterEach(async () => {
  await Promise.all([closed(server), closed(tlsServer)]);
  server = undefined;
  tlsServer = undefined;
});

/** A local server answering each request with `handle`; its URL. */
async function serving(handle: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handle);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/op`;
}

const post = (body: string, signal = new AbortController().signal) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'idempotency-key': 'key-00000001' },
  body,
  signal,
});

describe('the HTTP adapter’s network (decision 082)', () => {
  it('sends the body and headers, answers the status and the whole body, over one kept-alive connection', async () => {
    const seen: { body: string; key: unknown; socket: unknown }[] = [];
    const url = await serving((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ body, key: request.headers['idempotency-key'], socket: request.socket });
        response.writeHead(409, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ result: 'ñandú €'.repeat(5_000) }));
      });
    });
    const send = createNodeSend();
    const first = await send(url, post('{"a":"ñ"}'));
    const second = await send(url, post('{"b":2}'));
    expect(first.status).toBe(409);
    expect(JSON.parse(await first.text())).toEqual({ result: 'ñandú €'.repeat(5_000) });
    expect(await second.text()).toBe(await first.text());
    expect(seen.map(({ body, key }) => ({ body, key }))).toEqual([
      { body: '{"a":"ñ"}', key: 'key-00000001' },
      { body: '{"b":2}', key: 'key-00000001' },
    ]);
    expect(seen[1]!.socket).toBe(seen[0]!.socket);
  });

  it('fails when the policy aborts it (its timeout), when the answer is cut short, and when nothing listens', async () => {
    const url = await serving((request, response) => {
      if (request.headers['x-case'] === 'cut') {
        response.writeHead(200, { 'content-length': '1000' });
        response.write('{"result":');
        setImmediate(() => response.socket?.destroy());
      }
      // 'slow': never answers
    });
    const send = createNodeSend();
    const slow = new AbortController();
    const waiting = send(url, { ...post('{}', slow.signal), headers: { 'x-case': 'slow' } });
    slow.abort(new Error('timed out'));
    await expect(waiting).rejects.toThrow('timed out');
    await expect(send(url, { ...post('{}'), headers: { 'x-case': 'cut' } })).rejects.toThrow();
    await expect(send('http://127.0.0.1:1/v1/op', post('{}'))).rejects.toThrow(/ECONNREFUSED/);
  });

  it('over https (production’s only scheme): the server’s certificate checked, the connection kept alive', async () => {
    const sockets: unknown[] = [];
    tlsServer = createTlsServer(LOOPBACK_TLS, (request, response) => {
      sockets.push(request.socket);
      request.resume();
      request.on('end', () => response.end('{"result":"over tls"}'));
    });
    await new Promise<void>((resolve) => tlsServer!.listen(0, '127.0.0.1', resolve));
    const url = `https://127.0.0.1:${(tlsServer.address() as AddressInfo).port}/v1/op`;
    const send = createNodeSend({ ca: LOOPBACK_TLS.cert });
    expect(await (await send(url, post('{}'))).text()).toBe('{"result":"over tls"}');
    expect(await (await send(url, post('{}'))).text()).toBe('{"result":"over tls"}');
    expect(sockets[1]).toBe(sockets[0]);
    // a certificate no authority it trusts signed: refused, never sent in the clear or unchecked
    await expect(createNodeSend()(url, post('{}'))).rejects.toThrow(/self.signed/i);
  });
});
