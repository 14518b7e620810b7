/**
 * The HTTP adapter's network by default: one POST over Node's own HTTP client, its connections kept alive and reused
 * (decision 082). The global fetch cost ~12 % of the API's CPU per payment over HTTP: its request and response
 * streams, the abort signal it clones for every request. This answers only what the client reads — the status and the
 * whole body — and fails the same way: a connection refused, reset or aborted (the policy's timeout) before the whole
 * answer came rejects.
 */
import http from 'node:http';

export interface SendInit {
  method: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

export interface Received {
  status: number;
  text(): Promise<string>;
}

export type Send = (url: string, init: SendInit) => Promise<Received>;

/** A sender with its own pool of kept-alive connections (idle ones do not keep the process running). */
export function createNodeSend(): Send {
  const agent = new http.Agent({ keepAlive: true });
  return (url, { method, headers, body, signal }) =>
    new Promise<Received>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason as Error);
      const request = http.request(url, {
        method,
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      });
      const abort = () => request.destroy(signal.reason as Error);
      signal.addEventListener('abort', abort, { once: true });
      const settle = () => signal.removeEventListener('abort', abort);
      request.once('error', (error) => {
        settle();
        reject(error);
      });
      request.once('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', (error) => {
          settle();
          reject(error);
        });
        response.once('end', () => {
          settle();
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, text: () => Promise.resolve(text) });
        });
        // a connection that closed before the whole answer came is a failure, not a short answer
        response.once('close', () => {
          settle();
          if (!response.complete) reject(new Error('the answer was cut short'));
        });
      });
      request.end(body);
    });
}
