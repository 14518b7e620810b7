/** The pino logger, with secrets and card data redacted wherever they appear in a log line. */
import { pino, type Logger, type DestinationStream } from 'pino';

/** Keys that never reach a log, in headers, bodies, queries or anything logged at the top levels. */
export const REDACTED_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'idtoken',
  'idToken',
  'id-token',
  'devicekey',
  'deviceKey',
  'device-key',
  'password',
  'newPassword',
  'oldPassword',
  'token',
  'refreshToken',
  'accessToken',
  'cardNumber',
  'cvv',
  'ssn',
] as const;

function keyPath(prefix: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${prefix}.${key}` : `${prefix}["${key}"]`;
}

/** Every key at the root, one and two levels down, and under req.headers / req.body / body.*. */
export function redactPaths(): string[] {
  const prefixes = ['*', '*.*', 'req.headers', 'req.body', 'req.query', 'body', 'body.*', 'body.*.*', 'headers'];
  const paths = new Set<string>();
  for (const key of REDACTED_KEYS) {
    paths.add(/^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`);
    for (const prefix of prefixes) paths.add(keyPath(prefix, key));
  }
  return [...paths];
}

/** Query parameters whose values never reach a log (the request line logs the URL with its query). */
export const REDACTED_QUERY_KEYS = ['verificationCode', 'code', 'signature', 'token', 'password', 'cardNumber', 'cvv'] as const;

/** The URL with the values of REDACTED_QUERY_KEYS replaced: '/api/x?verificationCode=[Redacted]&loanId=…'. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '');
      return (REDACTED_QUERY_KEYS as readonly string[]).includes(name) ? `${pair.split('=')[0]}=[Redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the URL's secret query values redacted; other objects keep their fields. */
function serializeRequest(req: RequestLike & Record<string, unknown>) {
  if (!('raw' in req)) return req.url === undefined ? req : { ...req, url: redactUrl(req.url) };
  return { method: req.method, url: req.url === undefined ? undefined : redactUrl(req.url), host: req.host ?? req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

export interface LoggerOptions {
  level: string;
  /** where log lines go; stdout when omitted (tests pass a stream to read them back) */
  stream?: DestinationStream;
}

export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level,
      redact: { paths: redactPaths(), censor: '[Redacted]' },
      serializers: { req: serializeRequest },
      base: { service: 'lender-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.stream,
  );
}
