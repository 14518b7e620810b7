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
      base: { service: 'lender-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.stream,
  );
}
