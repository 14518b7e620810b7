/** A non-2xx answer of the API, carrying the one error shape { reqId, statusCode, error, message, field?, errorCode? }. */
import i18next from 'i18next';
import { AuthErrorCode } from '@lender/domain';

export const INVALID_SESSION = 'Invalid session';

interface ErrorBody {
  errorCode?: unknown;
  message?: unknown;
  error?: unknown;
  field?: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * Retry-After's wait in seconds: delta-seconds, or an HTTP date from `now`; undefined when there is none or it cannot
 * be read.
 */
export function retryAfterSeconds(
  value: string | null | undefined,
  now = Date.now(),
): number | undefined {
  const header = value?.trim();
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Number(header);
  // an HTTP date names its zone GMT; anything else (a negative or decimal number) is not a Retry-After
  const at = /GMT$/.test(header) ? Date.parse(header) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The error of a non-2xx answer: the API's message (in the request's language), else one of ours (a proxy's bare 502);
 * with the answer's Retry-After, when it had one.
 */
export function apiErrorOf(status: number, data: unknown, retryAfter?: string | null): ApiError {
  const message =
    text((data as ErrorBody | undefined)?.message) ?? i18next.t('global.requestFailed', { status });
  return new ApiError(status, message, data, retryAfterSeconds(retryAfter));
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    /** the answer's Retry-After, in seconds */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  private get fields(): ErrorBody {
    return typeof this.body === 'object' && this.body !== null ? (this.body as ErrorBody) : {};
  }

  /** The message the server's answer carried (none for a bare answer: then `message` is the app's own). */
  get serverMessage(): string | undefined {
    return text(this.fields.message);
  }

  /** The spec §8 error name, when the server gave one. */
  get errorCode(): string | undefined {
    return text(this.fields.errorCode);
  }

  get errorField(): string | undefined {
    return text(this.fields.error);
  }

  get field(): string | undefined {
    return text(this.fields.field);
  }

  /** 503 with Retry-After: the server turned the call away while busy (load shedding, a start-up) and says when to ask again. */
  get isServiceBusy(): boolean {
    return this.status === 503 && this.retryAfterSeconds !== undefined;
  }

  /** 403 DeviceNotTrustedException: the session's device must pass the trusted-device challenge first. */
  /** The lender locked the profile while it was signed in (spec §4 log-out reason profileLock). */
  get isProfileLocked(): boolean {
    return this.status === 403 && this.errorCode === AuthErrorCode.ProfileLocked;
  }

  get isDeviceNotTrusted(): boolean {
    return this.status === 403 && this.errorCode === AuthErrorCode.DeviceNotTrusted;
  }

  /** 401 'Invalid session' (by errorCode or message): the session needs a refresh. */
  get isInvalidSession(): boolean {
    return (
      this.status === 401 &&
      (this.errorCode === INVALID_SESSION || text(this.fields.message) === INVALID_SESSION)
    );
  }
}
