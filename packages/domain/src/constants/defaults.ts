import { DEFAULT_BRAND } from '../brands/brands';
import { SERVER_SETTINGS_DEFAULTS } from './server-settings';

/** Spec §9 Defaults. */
export const DEFAULT_TIME_ZONE = 'America/Chicago';
export const CLOUD_REGION = 'us-east-1';
export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export const DEFAULT_BRAND_CODE = DEFAULT_BRAND;

/** Log levels; the threshold 2 keeps info and above. */
export const LogLevel = { Trace: 0, Debug: 1, Info: 2, Warn: 3, Error: 4 } as const;
export type LogLevelCode = (typeof LogLevel)[keyof typeof LogLevel];
export const LOG_LEVEL_THRESHOLD: LogLevelCode = LogLevel.Info;
export function shouldLog(
  level: LogLevelCode,
  threshold: LogLevelCode = LOG_LEVEL_THRESHOLD,
): boolean {
  return level >= threshold;
}

export const WRONG_PASSWORD_REDIRECT_COUNT = SERVER_SETTINGS_DEFAULTS.wrongPasswordRedirectCount;
export const RESTRICT_MANUAL_RETRY = SERVER_SETTINGS_DEFAULTS.restrictManualRetry;
export const SHOW_INCOMPLETE_APP_WARNING = SERVER_SETTINGS_DEFAULTS.showIncompleteAppWarning;
export const SHARE_TITLEMAX_ENABLED = SERVER_SETTINGS_DEFAULTS.shareTitlemaxEnabled;
/** Referral reward per share, in dollars. */
export const AMOUNT_PER_SHARE = SERVER_SETTINGS_DEFAULTS.amountPerShare;
export const GPS_FLAG_DEFAULTS = {
  gpsCheckAddOn: SERVER_SETTINGS_DEFAULTS.gpsCheckAddOn,
  gpsForceAddOn: SERVER_SETTINGS_DEFAULTS.gpsForceAddOn,
  gpsCheckPayment: SERVER_SETTINGS_DEFAULTS.gpsCheckPayment,
  gpsForcePayment: SERVER_SETTINGS_DEFAULTS.gpsForcePayment,
  gpsCheckRefinance: SERVER_SETTINGS_DEFAULTS.gpsCheckRefinance,
  gpsForceRefinance: SERVER_SETTINGS_DEFAULTS.gpsForceRefinance,
} as const;
