import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  API_TIMEOUT_MS,
  SESSION_TIMEOUT_MINUTES,
  PAYMENT_TIMEOUT_S,
  REFINANCE_PAYMENT_TIMEOUT_S,
  NLS_REFINANCE_TIMEOUT_S,
  SIGNING_STATUS_TIMEOUT_S,
  LOAN_ORIGINATE_TIMEOUT_S,
  POST_DRAW_TIMEOUT_S,
  inactivityTimerMs,
  isSessionExpired,
  parseTimeoutSetting,
  sessionWarningLeadMs,
} from './timeouts';
import * as caches from './caches';
import * as polling from './polling';
import * as thresholds from './thresholds';
import * as ui from './device-ui';
import * as defaults from './defaults';
import { US_STATES, isUsStateCode, usStateLabel } from './us-states';

describe('timeouts', () => {
  it('match spec §9', () => {
    expect(API_TIMEOUT_MS).toBe(35000);
    expect(SESSION_TIMEOUT_MINUTES).toBe(5);
    expect([PAYMENT_TIMEOUT_S, REFINANCE_PAYMENT_TIMEOUT_S, NLS_REFINANCE_TIMEOUT_S]).toEqual([
      30, 30, 60,
    ]);
    expect([SIGNING_STATUS_TIMEOUT_S, LOAN_ORIGINATE_TIMEOUT_S, POST_DRAW_TIMEOUT_S]).toEqual([
      15, 10, 45,
    ]);
  });

  it('sets the inactivity timer to the limit plus one second', () => {
    expect(inactivityTimerMs()).toBe(5 * 60_000 + 1000);
    expect(inactivityTimerMs(10)).toBe(600_000 + 1000);
  });

  it('warns a minute before the sign-out, or half the limit when shorter, always 20 s or more (WCAG 2.2.1)', () => {
    expect(sessionWarningLeadMs()).toBe(60_000);
    expect(sessionWarningLeadMs(1)).toBe(30_000);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 * 60 }), (limit) => {
        const lead = sessionWarningLeadMs(limit);
        expect(lead).toBeGreaterThanOrEqual(20_000);
        expect(lead).toBeLessThan(inactivityTimerMs(limit));
      }),
    );
  });

  it('expires once elapsed minutes reach the limit', () => {
    expect(isSessionExpired(0, 5 * 60_000 - 1)).toBe(false);
    expect(isSessionExpired(0, 5 * 60_000)).toBe(true);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 120 }),
        (elapsed, limit) => {
          return isSessionExpired(1000, 1000 + elapsed, limit) === elapsed >= limit * 60_000;
        },
      ),
    );
  });

  it('parses timeout settings as integers', () => {
    expect(parseTimeoutSetting('45', 10)).toBe(45);
    expect(parseTimeoutSetting('45.9', 10)).toBe(45);
    expect(parseTimeoutSetting(12.7, 10)).toBe(12);
    expect(parseTimeoutSetting('abc', 10)).toBe(10);
    expect(parseTimeoutSetting(undefined, 10)).toBe(10);
    expect(parseTimeoutSetting(0, 10)).toBe(10);
  });
});

describe('caches, polling, thresholds, device and UI, defaults', () => {
  it('match spec §9', () => {
    expect([
      caches.CACHE_SHORT_MS,
      caches.CACHE_MEDIUM_MS,
      caches.CACHE_HOUR_MS,
      caches.CACHE_LONG_MS,
    ]).toEqual([300_000, 1_800_000, 3_600_000, 21_600_000]);
    expect(caches.TOKEN_CACHE_MS).toBe(300_000);
    expect(caches.FORCE_REFRESH_MS).toBe(300_000);
    expect(caches.GPS_INSTRUCTIONS_CACHE_MS).toBe(7 * 86_400_000);
    expect(caches.ORIGINATION_CACHE_MS).toBe(7200 * 60_000);
    expect(caches.LOCATION_VALIDATED_CACHE_MS).toBe(600_000);
    expect(polling.PAYMENT_POLL_INTERVAL_MS).toBe(1000);
    expect(polling.DISBURSEMENT_MAX_POLLING_ATTEMPTS).toBe(10);
    expect(polling.STATE_SAVE_DEBOUNCE_MS).toBe(500);
    expect(polling.ECOMM_REFI_REDIRECT_DELAY_MS).toBe(500);
    expect(polling.DEBOUNCED_STATE_SLICES).toEqual(['customer', 'origination', 'payment']);
    expect(thresholds.PAST_DUE_PHONE_DAY_LIMIT).toBe(60);
    expect(thresholds.SETTLEMENT_PAYMENT_RETRY_LIMIT).toBe(2);
    expect(thresholds.RESTRICTED_RETRY_MINUTES).toBe(15);
    expect(thresholds.MAX_MONEY_TRANSFER_DISBURSEMENT_CENTS).toBe(1_000_000);
    expect(thresholds.MAX_DISBURSE_CARDS).toBe(5);
    expect(thresholds.PAYMENTS_BEFORE_APP_REVIEW).toBe(3);
    expect(thresholds.DOCUMENT_UPLOAD_MAX).toBe(4);
    expect(ui.GEOLOCATION_TIMEOUT_MS).toBe(10_000);
    expect(ui.GEOLOCATION_MAX_AGE_MS).toBe(3_600_000);
    expect(ui.ACTIVITY_THROTTLE_MS).toBe(5000);
    expect(ui.TOOLTIP_DELAY_MS).toBe(100);
    expect(ui.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect([ui.PHONE_DIGITS, ui.CURRENCY_DECIMALS, ui.CARD_BIN_LENGTH, ui.API_VERSION]).toEqual([
      10, 2, 8, 2,
    ]);
    expect(defaults.DEFAULT_TIME_ZONE).toBe('America/Chicago');
    expect(defaults.CLOUD_REGION).toBe('us-east-1');
    expect(defaults.DEFAULT_LANGUAGE).toBe('en');
    expect(defaults.DEFAULT_BRAND_CODE).toBe('inl');
    expect(defaults.LOG_LEVEL_THRESHOLD).toBe(2);
    expect(defaults.WRONG_PASSWORD_REDIRECT_COUNT).toBe(3);
    expect(defaults.AMOUNT_PER_SHARE).toBe(50);
    expect(Object.values(defaults.GPS_FLAG_DEFAULTS).every(Boolean)).toBe(true);
  });

  it('logs info and above only', () => {
    expect(defaults.shouldLog(defaults.LogLevel.Debug)).toBe(false);
    expect(defaults.shouldLog(defaults.LogLevel.Info)).toBe(true);
    expect(defaults.shouldLog(defaults.LogLevel.Error)).toBe(true);
  });
});

describe('US_STATES', () => {
  it('lists the 50 states and DC once each', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.value)).size).toBe(51);
    expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.value) && s.label.length > 3)).toBe(true);
    expect(isUsStateCode('DC')).toBe(true);
    expect(isUsStateCode('PR')).toBe(false);
    expect(usStateLabel('il')).toBe('Illinois');
  });
});
