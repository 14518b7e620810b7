import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * SSNs (and bank account numbers) at rest: AES-256-GCM with the key of DATA_ENCRYPTION_KEY (32 bytes, hex or base64).
 * Stored as `v1:<iv base64>:<tag base64>:<ciphertext base64>`. Outside production a fixed
 * development key is used when none is set; in production a missing key is an error. The key is the configuration's
 * (config.ts: AppConfig.dataEncryptionKey), handed to whoever encrypts or decrypts.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;
/** Development-only key (not a secret): lets a fresh checkout run without configuration. */
const DEVELOPMENT_KEY_HEX = '6c656e6465722d646576656c6f706d656e742d6b65792d6e6f742d7365637265';

export type EncryptionEnv = Partial<Record<'DATA_ENCRYPTION_KEY' | 'NODE_ENV', string | undefined>>;

export function parseEncryptionKey(raw: string): Buffer {
  const value = raw.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes, given as 64 hex digits or base64');
  return key;
}

/** The published development key: production refuses it (config.ts). */
export function isDevelopmentEncryptionKey(key: Buffer): boolean {
  return key.equals(Buffer.from(DEVELOPMENT_KEY_HEX, 'hex'));
}

/** The data encryption key of these environment values (config.ts reads it once: AppConfig.dataEncryptionKey). */
export function dataEncryptionKey(env: EncryptionEnv): Buffer {
  const raw = env.DATA_ENCRYPTION_KEY;
  if (raw) return parseEncryptionKey(raw);
  if (env.NODE_ENV === 'production')
    throw new Error('DATA_ENCRYPTION_KEY is required in production');
  return Buffer.from(DEVELOPMENT_KEY_HEX, 'hex');
}

/** Keeps the 9 digits of an SSN given as `123-45-6789` or `123456789`. */
export function normalizeSsn(ssn: string): string {
  const digits = ssn.replace(/[\s-]/g, '');
  if (!/^[0-9]{9}$/.test(digits)) throw new Error('An SSN has 9 digits');
  return digits;
}

export function ssnLast4(ssn: string): string {
  return normalizeSsn(ssn).slice(-4);
}

/** Encrypts an SSN (normalised to 9 digits); each call uses a fresh IV. */
export function encryptSsn(ssn: string, key: Buffer): string {
  return encryptField(normalizeSsn(ssn), key);
}

/** Decrypts to the 9 digits; throws if the value was tampered with or the key is wrong. */
export function decryptSsn(stored: string, key: Buffer): string {
  return decryptField(stored, key);
}

/**
 * Any identity or banking value at rest (an SSN, a bank account number): AES-256-GCM with the data key, stored as
 * `v1:<iv base64>:<tag base64>:<ciphertext base64>`; each call uses a fresh IV.
 */
export function encryptField(value: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    ciphertext.toString('base64'),
  ].join(':');
}

/** The value encryptField stored; throws if it was tampered with or the key is wrong. */
export function decryptField(stored: string, key: Buffer): string {
  const [version, iv, tag, ciphertext, ...rest] = stored.split(':');
  if (version !== VERSION || !iv || !tag || !ciphertext || rest.length > 0)
    throw new Error('Not an encrypted value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'), {
    authTagLength: 16,
  });
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
