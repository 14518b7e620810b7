/**
 * The HTTP adapter's network by default: one POST over Node's own HTTP client, its connections kept alive and reused
 * (decision 082). The global fetch cost ~12 % of the API's CPU per payment over HTTP: its request and response
 * streams, the abort signal it clones for every request. This answers only what the client reads — the status and the
 * whole body — and fails the same way: a connection refused, reset or aborted (the policy's timeout) before the whole
 * answer came rejects.
 */
import http from 'node:http';
import https from 'node:https';

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

export interface NodeSendOptions {
  /** the certificates trusted for https besides the system's (a test's own; production passes none) */
  ca?: string;
}

/**
 * A sender with its own pools of kept-alive connections, one for http and one for https (production's URL is https
 * only, loan-systems-config.ts); idle connections do not keep the process running.
 */
export function createNodeSend(options: NodeSendOptions = {}): Send {
  const agents = {
    http: new http.Agent({ keepAlive: true }),
    https: new https.Agent({ keepAlive: true, ...(options.ca ? { ca: options.ca } : {}) }),
  };
  return (url, { method, headers, body, signal }) =>
    new Promise<Received>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason as Error);
      const secure = url.startsWith('https:');
      const request = (secure ? https : http).request(url, {
        method,
        agent: secure ? agents.https : agents.http,
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
