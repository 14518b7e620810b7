import fc from 'fast-check';
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ARGON2_KEY_BYTES,
  ARGON2_MEMORY_KIB,
  ARGON2_PARALLELISM,
  ARGON2_SALT_BYTES,
  ARGON2_TIME_COST,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './password';

/** A hash of the earlier scheme (scrypt$N$r$p$salt$key), as rows written before decision 005 hold. */
function legacyScryptHash(plain: string, N = 2 ** 15): string {
  const salt = randomBytes(16);
  const key = scryptSync(plain.normalize('NFKC'), salt, 64, {
    N,
    r: 8,
    p: 1,
    maxmem: 2 * 128 * N * 8,
  });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashing (Argon2id, OWASP minimum)', () => {
  it('encodes the PHC string with m=19 MiB, t=2, p=1 — the production parameters, not a test setting', async () => {
    const stored = await hashPassword('DemoPass2026');
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(stored);
    expect(match).not.toBeNull();
    expect([Number(match?.[1]), Number(match?.[2]), Number(match?.[3])]).toEqual([19_456, 2, 1]);
    expect([ARGON2_MEMORY_KIB, ARGON2_TIME_COST, ARGON2_PARALLELISM]).toEqual([19_456, 2, 1]);
    expect(Buffer.from(match?.[4] ?? '', 'base64')).toHaveLength(ARGON2_SALT_BYTES);
    expect(Buffer.from(match?.[5] ?? '', 'base64')).toHaveLength(ARGON2_KEY_BYTES);
    expect(stored).not.toContain('DemoPass2026');
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('DemoPass2026');
    await expect(verifyPassword('DemoPass2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('demopass2026', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same', b)).resolves.toBe(true);
  });

  it('never verifies a malformed, tampered or over-costly hash', async () => {
    const stored = await hashPassword('secret');
    const parts = stored.split('$');
    const flipped = Buffer.from(parts[5] ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 5), flipped.toString('base64').replace(/=+$/, '')].join(
      '$',
    );
    await expect(verifyPassword('secret', tampered)).resolves.toBe(false);
    for (const bad of [
      '',
      'plain',
      'scrypt$1$8$1$x$y',
      'scrypt$1073741824$8$1$AAAAAAAAAAA=$AAAA',
      'bcrypt$2$8$1$a$b',
      `${stored}$extra`,
      stored.replace('m=19456', 'm=4194304'),
      stored.replace('t=2', 't=500'),
      stored.replace('$argon2id$', '$argon2i$'),
    ]) {
      await expect(verifyPassword('secret', bad)).resolves.toBe(false);
    }
  });

  it('still verifies a hash of the earlier scrypt scheme, and flags it for rehash', async () => {
    const legacy = legacyScryptHash('DemoPass2026');
    await expect(verifyPassword('DemoPass2026', legacy)).resolves.toBe(true);
    await expect(verifyPassword('DemoPass2027', legacy)).resolves.toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('flags hashes made with other parameters for rehash', async () => {
    const current = await hashPassword('x');
    expect(needsRehash(current)).toBe(false);
    expect(needsRehash(current.replace('t=2', 't=1'))).toBe(true);
    expect(needsRehash(current.replace('m=19456', 'm=15360'))).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });

  it('round-trips arbitrary passwords (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (plain) => {
        const stored = await hashPassword(plain);
        expect(await verifyPassword(plain, stored)).toBe(true);
        expect(await verifyPassword(`${plain}!`, stored)).toBe(false);
      }),
      { numRuns: 5 },
    );
  });
});
