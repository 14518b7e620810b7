/**
 * Password hashing: Argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1; decision 005), through
 * @node-rs/argon2 (a prebuilt binary per platform, as optional npm packages). Hashes of the earlier scheme
 * (`scrypt$N$r$p$salt$key`, N = 2^15) still verify, and `needsRehash` says so: sign-in rehashes them.
 */
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import { scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** Argon2id cost parameters (OWASP Password Storage Cheat Sheet, first option): 19 MiB, 2 passes, 1 lane. */
export const ARGON2_MEMORY_KIB = 19_456;
export const ARGON2_TIME_COST = 2;
export const ARGON2_PARALLELISM = 1;
export const ARGON2_SALT_BYTES = 16;
export const ARGON2_KEY_BYTES = 32;
export const ARGON2_VERSION = 19;

/** Refuse stored hashes that claim a cost this high (a crafted row must not stall the server). */
const MAX_ACCEPTED = { memoryKib: 256 * 1024, timeCost: 10, parallelism: 4 };
const MAX_ACCEPTED_SCRYPT_N = 2 ** 20;

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read at run time). */
const ARGON2ID: Algorithm.Argon2id = 2;

const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: ARGON2_MEMORY_KIB,
  timeCost: ARGON2_TIME_COST,
  parallelism: ARGON2_PARALLELISM,
  outputLen: ARGON2_KEY_BYTES,
} as const;

const normalized = (plain: string) => plain.normalize('NFKC');

/** Hashes a password as the PHC string `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. */
export async function hashPassword(plain: string): Promise<string> {
  return argon2Hash(normalized(plain), ARGON2_OPTIONS);
}

interface Argon2Params {
  memoryKib: number;
  timeCost: number;
  parallelism: number;
  salt: Buffer;
  key: Buffer;
}

const ARGON2_PHC =
  /^\$argon2id\$v=19\$m=([0-9]{1,7}),t=([0-9]{1,3}),p=([0-9]{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function parseArgon2(stored: string): Argon2Params | undefined {
  const match = ARGON2_PHC.exec(stored);
  if (!match) return undefined;
  const [memoryKib, timeCost, parallelism] = [match[1], match[2], match[3]].map(Number) as [
    number,
    number,
    number,
  ];
  const salt = Buffer.from(match[4] ?? '', 'base64');
  const key = Buffer.from(match[5] ?? '', 'base64');
  if (memoryKib < 8 * parallelism || memoryKib > MAX_ACCEPTED.memoryKib) return undefined;
  if (
    timeCost < 1 ||
    timeCost > MAX_ACCEPTED.timeCost ||
    parallelism < 1 ||
    parallelism > MAX_ACCEPTED.parallelism
  )
    return undefined;
  if (salt.length < 8 || key.length < 16) return undefined;
  return { memoryKib, timeCost, parallelism, salt, key };
}

interface ScryptParams {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** The earlier scheme, `scrypt$N$r$p$<salt base64>$<hash base64>`: verified, never written. */
function parseScrypt(stored: string): ScryptParams | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts
    .slice(1, 4)
    .map((part) => (/^[0-9]+$/.test(part) ? Number(part) : Number.NaN)) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  const isPowerOfTwo = Number.isInteger(Math.log2(N));
  if (
    !isPowerOfTwo ||
    N < 2 ||
    N > MAX_ACCEPTED_SCRYPT_N ||
    !(r >= 1 && r <= 32) ||
    !(p >= 1 && p <= 16)
  )
    return undefined;
  if (salt.length < 8 || key.length < 32) return undefined;
  return { N, r, p, salt, key };
}

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Checks a password against a stored hash (constant time); a malformed or over-costly hash never verifies. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  if (parseArgon2(stored)) {
    try {
      return await argon2Verify(stored, normalized(plain));
    } catch {
      return false;
    }
  }
  const legacy = parseScrypt(stored);
  if (!legacy) return false;
  const { N, r, p, salt, key } = legacy;
  const candidate = await scrypt(normalized(plain), salt, key.length, {
    N,
    r,
    p,
    maxmem: 2 * 128 * N * r,
  });
  return timingSafeEqual(candidate, key);
}

/** True when a stored hash is not Argon2id with the current parameters (sign-in then rehashes it). */
export function needsRehash(stored: string): boolean {
  const parsed = parseArgon2(stored);
  return (
    !parsed ||
    parsed.memoryKib !== ARGON2_MEMORY_KIB ||
    parsed.timeCost !== ARGON2_TIME_COST ||
    parsed.parallelism !== ARGON2_PARALLELISM ||
    parsed.key.length !== ARGON2_KEY_BYTES
  );
}
