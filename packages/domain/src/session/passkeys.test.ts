import { describe, expect, it } from 'vitest';
import { deviceLabelOf, passkeyCeremonyFailure, passkeyNameIssue } from './passkeys';

describe('passkeyNameIssue', () => {
  it('accepts no name (the server names it) and a short printable one', () => {
    expect(passkeyNameIssue(undefined)).toBeNull();
    expect(passkeyNameIssue(' My phone ')).toBeNull();
  });
  it('refuses an empty, a too long and a control-character name', () => {
    expect(passkeyNameIssue('  ')).toBe('passkeyName.empty');
    expect(passkeyNameIssue('x'.repeat(61))).toBe('passkeyName.tooLong');
    expect(passkeyNameIssue('a\u0007b')).toBe('passkeyName.controlCharacters');
  });
});

describe('deviceLabelOf', () => {
  it('names the browser and platform of common user agents', () => {
    expect(
      deviceLabelOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', platform: 'Android' });
    expect(
      deviceLabelOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', platform: 'iPhone' });
    expect(
      deviceLabelOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toEqual({ browser: 'Firefox', platform: 'Windows' });
    expect(
      deviceLabelOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', platform: 'Mac' });
  });
  it('answers nulls for what it does not know', () => {
    expect(deviceLabelOf(undefined)).toEqual({ browser: null, platform: null });
    expect(deviceLabelOf('curl/8.5.0')).toEqual({ browser: null, platform: null });
  });
});

describe('passkeyCeremonyFailure', () => {
  it('tells a cancel, a passkey already there, an unsupported browser and anything else apart', () => {
    expect(passkeyCeremonyFailure({ name: 'NotAllowedError' })).toBe('cancelled');
    expect(passkeyCeremonyFailure({ name: 'WebAuthnError', code: 'ERROR_CEREMONY_ABORTED' })).toBe(
      'cancelled',
    );
    expect(
      passkeyCeremonyFailure({
        name: 'InvalidStateError',
        code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      }),
    ).toBe('alreadyRegistered');
    expect(passkeyCeremonyFailure({ name: 'SecurityError', code: 'ERROR_INVALID_DOMAIN' })).toBe(
      'unsupported',
    );
    expect(passkeyCeremonyFailure({ name: 'TypeError' })).toBe('failed');
    expect(passkeyCeremonyFailure(undefined)).toBe('failed');
  });
});
