/** Security headers (helmet, strict CSP) and the global rate limit. */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../config';

/** The app's Content-Security-Policy: same origin only, no inline script, no framing. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  workerSrc: ["'self'"],
} as const;

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for these options. None depends on the request (no nonces, no per-request directives), so
 * helmet runs once here and every response gets the same set — @fastify/helmet rebuilt the middleware, and parsed
 * the CSP, on every request (~4 % of a signed-in read's CPU).
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const headers = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
  });
}
