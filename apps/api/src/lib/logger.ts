/** The pino logger, with secrets and card data redacted wherever they appear in a log line. */
import { pino, stdSerializers, type Logger, type DestinationStream } from 'pino';
import { withoutQueryParameters } from './log-safe-error';
import { CENSOR, createNameRedaction, decodedName } from './redaction';

/**
 * The one list of names whose values never reach a log: secrets, card data and identity data
 * (DESIGN §6). It redacts them as keys (headers, bodies, anything logged, at any depth) and as
 * query parameters of the logged URL, compared by what the name says (lib/redaction.ts, decision 046):
 * `SSN=`, `ssn[]=`, `ssn%00=`, `ssn%2500=`, `ssn.=` and `spouseSsn=` are all caught.
 */
export const REDACTED_KEYS = [
  // credentials and sessions
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'idToken',
  'idtoken',
  'id_token',
  'id-token',
  'deviceKey',
  'devicekey',
  'device-key',
  'deviceGroupKey',
  'signature',
  // passkeys: the WebAuthn answers' signed parts and the stored key (decision 019)
  'clientDataJSON',
  'attestationObject',
  'authenticatorData',
  'userHandle',
  'publicKey',
  'credentialId',
  'challenge',
  // the URLs of the messaging providers carry their credentials (the SMTP password, the SMS key); the SMTP login (pass)
  'smtpUrl',
  'SMTP_URL',
  'smsUrl',
  'SMS_URL',
  'pass',
  // Web Push: the VAPID private key (and the config object holding it), a subscription's keys (its auth secret is
  // `auth`, a name too common to redact whole: the subscription is never logged, its key p256dh is redacted if it is)
  'privateKey',
  'VAPID_PRIVATE_KEY',
  'vapid',
  'p256dh',
  // a subscription's endpoint is the push service's capability URL for that browser (GET /reminders/settings?endpoint=)
  'endpoint',
  // one-time codes (verification, password reset, trusted device)
  'code',
  'verificationCode',
  'resetCode',
  'pendingCode',
  'trustedDeviceCode',
  // card data and processor tokens
  'cardNumber',
  'cvv',
  'cardToken',
  'paymentCardToken',
  'paymentToken',
  'bridgeToken',
  'transactionUuid',
  'processorToken',
  // identity data
  'ssn',
  'dateOfBirth',
  'dob',
  'birthDate',
  'phone',
  'phoneNumber',
  'phone_number',
  'contactPhone',
  'mobilePhone',
  'homePhone',
  'workPhone',
  'accountNumber',
  'bankAccountNumber',
  'routingNumber',
  // the customer profile's bank accounts (issue 15): as stored, and as a form may name them
  'accountNumberEncrypted',
  'account_number_encrypted',
  'confirmAccountNumber',
  'ssnEncrypted',
  'ssn_encrypted',
  // the address type-ahead (decision 021): what a borrower types is her address, and a sandbox place id spells it
  'search',
  'placeId',
  'sessionToken',
] as const;

const redaction = createNameRedaction(REDACTED_KEYS);

/** Whether a key or query parameter's value never reaches a log (by its normalized name). */
export const isRedactedName = redaction.isRedactedName;

/** A copy of a logged object with the values of redacted keys replaced, at any depth of plain objects and arrays. */
export const redactKeys = redaction.redactKeys;

/**
 * Paths whose next segment is a secret: the hosted card form's transaction id is the bridge token that adds the
 * card (POST /cards), so the request line never logs it.
 */
const SECRET_PATH_SEGMENT_AFTER = ['/card-processor/form/'] as const;

function redactPath(path: string): string {
  const prefix = SECRET_PATH_SEGMENT_AFTER.find((candidate) => path.startsWith(candidate));
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  const end = rest.indexOf('/');
  return `${prefix}[Redacted]${end < 0 ? '' : rest.slice(end)}`;
}

/**
 * The URL with the values of REDACTED_KEYS (and secret path segments) replaced: '/api/x?verificationCode=[Redacted]&loanId=…'.
 * Parameters are separated by `&` and by `;` (some servers take both), and named as lib/redaction.ts reads them.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return redactPath(url);
  const params = url
    .slice(query + 1)
    .split(/([&;])/)
    .map((part) => {
      if (part === '&' || part === ';') return part;
      const equals = part.indexOf('=');
      const name = equals >= 0 ? part.slice(0, equals) : part;
      if (!isRedactedName(name)) return part;
      // a name that carries its own value (`ssn%3D123-45-6789`, an encoded `=`) is not logged either
      return equals >= 0 && !decodedName(name).includes('=') ? `${name}=${CENSOR}` : CENSOR;
    });
  return `${redactPath(url.slice(0, query))}?${params.join('')}`;
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
  if (!('raw' in req))
    return redactKeys(req.url === undefined ? req : { ...req, url: redactUrl(req.url) });
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * pino's error serializer over a copy of the error without database query parameters. An error's
 * `code` (SQLSTATE, FST_ERR_…) is logged as `errorCode`, as `code` is a redacted name (one-time codes).
 */
function serializeError(error: unknown) {
  const serialized = stdSerializers.err(withoutQueryParameters(error) as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  // a plain copy (the serializer's object has a prototype of its own), so its own fields are redacted too
  const { code, ...rest } = serialized as Record<string, unknown>;
  return redactKeys(code === undefined ? rest : { ...rest, errorCode: code });
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
      // every logged object and child binding, before the serializers (which redact what they build themselves)
      formatters: {
        log: (object) => redactKeys(object),
        bindings: (bindings) => redactKeys(bindings),
      },
      // every logged error, wherever it is logged (handlers, jobs, the queue), loses its query parameters here
      serializers: { req: serializeRequest, err: serializeError, error: serializeError },
      base: { service: 'lender-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.stream,
  );
}
