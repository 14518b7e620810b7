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

/** The error of a non-2xx answer: the API's message (in the request's language), else one of ours (a proxy's bare 502). */
export function apiErrorOf(status: number, data: unknown): ApiError {
  const message = text((data as ErrorBody | undefined)?.message) ?? i18next.t('global.requestFailed', { status });
  return new ApiError(status, message, data);
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
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
