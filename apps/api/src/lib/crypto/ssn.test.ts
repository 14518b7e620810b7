import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  dataEncryptionKey,
  decryptSsn,
  encryptSsn,
  normalizeSsn,
  parseEncryptionKey,
  ssnLast4,
} from './ssn';

const key = randomBytes(32);

describe('SSN encryption (AES-256-GCM)', () => {
  it('round-trips an SSN in either form to its 9 digits', () => {
    expect(decryptSsn(encryptSsn('123-45-6789', key), key)).toBe('123456789');
    expect(decryptSsn(encryptSsn('123456789', key), key)).toBe('123456789');
  });

  it('never stores the digits in the clear and uses a fresh IV each time', () => {
    const a = encryptSsn('123-45-6789', key);
    const b = encryptSsn('123-45-6789', key);
    expect(a).not.toBe(b);
    expect(a).not.toMatch(/6789|123456789/);
    expect(a.startsWith('v1:')).toBe(true);
  });

  it('rejects a wrong key and tampered ciphertext', () => {
    const stored = encryptSsn('123-45-6789', key);
    expect(() => decryptSsn(stored, randomBytes(32))).toThrow();
    const [v, iv, tag, ct] = stored.split(':') as [string, string, string, string];
    const bytes = Buffer.from(ct, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => decryptSsn([v, iv, tag, bytes.toString('base64')].join(':'), key)).toThrow();
    expect(() => decryptSsn('not-encrypted', key)).toThrow();
  });

  it('rejects values that are not 9 digits', () => {
    expect(() => encryptSsn('12-345', key)).toThrow();
    expect(() => normalizeSsn('abc-de-fghi')).toThrow();
    expect(ssnLast4('123-45-6789')).toBe('6789');
  });

  it('round-trips every 9-digit SSN (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), (ssn) => {
        expect(decryptSsn(encryptSsn(ssn, key), key)).toBe(ssn);
      }),
      { numRuns: 50 },
    );
  });
});

describe('data encryption key', () => {
  it('reads a 32-byte key given as hex or base64', () => {
    const raw = randomBytes(32);
    expect(parseEncryptionKey(raw.toString('hex')).equals(raw)).toBe(true);
    expect(dataEncryptionKey({ DATA_ENCRYPTION_KEY: raw.toString('base64') }).equals(raw)).toBe(
      true,
    );
  });

  it('rejects a key of the wrong length', () => {
    expect(() => parseEncryptionKey('abcd')).toThrow(/32 bytes/);
    expect(() =>
      dataEncryptionKey({ DATA_ENCRYPTION_KEY: randomBytes(16).toString('hex') }),
    ).toThrow();
  });

  it('falls back to the development key outside production only', () => {
    const dev = dataEncryptionKey({ NODE_ENV: 'development' });
    expect(dev).toHaveLength(32);
    expect(dataEncryptionKey({}).equals(dev)).toBe(true);
    expect(() => dataEncryptionKey({ NODE_ENV: 'production' })).toThrow(/required in production/);
  });

  it("encrypts with the configuration's key, the environment's", () => {
    const env = { DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    const stored = encryptSsn('987-65-4321', loadConfig(env).dataEncryptionKey);
    expect(decryptSsn(stored, dataEncryptionKey(env))).toBe('987654321');
  });
});
