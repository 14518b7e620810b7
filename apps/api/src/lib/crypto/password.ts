import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** scrypt cost parameters (DESIGN.md §4): N = 2^15, r = 8, p = 1, 16-byte salt, 64-byte key. */
export const SCRYPT_N = 2 ** 15;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
export const SCRYPT_SALT_BYTES = 16;
export const SCRYPT_KEY_BYTES = 64;
/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is exactly that, so raise it with headroom. */
export const SCRYPT_MAXMEM = 2 * 128 * SCRYPT_N * SCRYPT_R;
/** Refuse stored hashes that claim a cost this high (a crafted row must not stall the server). */
const MAX_ACCEPTED_N = 2 ** 20;

const PREFIX = 'scrypt';

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$<salt base64>$<hash base64>`. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SCRYPT_SALT_BYTES);
  const key = await scrypt(plain, salt, SCRYPT_KEY_BYTES, {
    N: SCRYPT_N,
    r: SCRYPT_R,
    p: SCRYPT_P,
    maxmem: SCRYPT_MAXMEM,
  });
  return [
    PREFIX,
    SCRYPT_N,
    SCRYPT_R,
    SCRYPT_P,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [N, r, p] = parts
    .slice(1, 4)
    .map((part) => (/^[0-9]+$/.test(part) ? Number(part) : Number.NaN)) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  const isPowerOfTwo = Number.isInteger(Math.log2(N));
  if (!isPowerOfTwo || N < 2 || N > MAX_ACCEPTED_N || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16))
    return undefined;
  if (salt.length < 8 || key.length < 32) return undefined;
  return { N, r, p, salt, key };
}

/** Checks a password against a stored hash in constant time; a malformed hash never verifies. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await scrypt(plain, salt, key.length, { N, r, p, maxmem: 2 * 128 * N * r });
  return timingSafeEqual(candidate, key);
}

/** True when a stored hash was made with other cost parameters than the current ones. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.N !== SCRYPT_N ||
    parsed.r !== SCRYPT_R ||
    parsed.p !== SCRYPT_P ||
    parsed.key.length !== SCRYPT_KEY_BYTES
  );
}
