import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SCRYPT_KEY_BYTES,
  SCRYPT_N,
  SCRYPT_P,
  SCRYPT_R,
  SCRYPT_SALT_BYTES,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './password';

describe('password hashing (scrypt)', () => {
  it('encodes scrypt$N$r$p$salt$hash with the house cost parameters', async () => {
    const stored = await hashPassword('DemoPass2026');
    const [prefix, n, r, p, salt, key] = stored.split('$');
    expect(prefix).toBe('scrypt');
    expect([Number(n), Number(r), Number(p)]).toEqual([SCRYPT_N, SCRYPT_R, SCRYPT_P]);
    expect(SCRYPT_N).toBe(32768);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(SCRYPT_SALT_BYTES);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(SCRYPT_KEY_BYTES);
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

  it('never verifies a malformed or tampered hash', async () => {
    const stored = await hashPassword('secret');
    const parts = stored.split('$');
    const flipped = Buffer.from(parts[5] ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 5), flipped.toString('base64')].join('$');
    await expect(verifyPassword('secret', tampered)).resolves.toBe(false);
    for (const bad of [
      '',
      'plain',
      'scrypt$1$8$1$x$y',
      'scrypt$1073741824$8$1$AAAAAAAAAAA=$AAAA',
      'bcrypt$2$8$1$a$b',
      `${stored}$extra`,
    ]) {
      await expect(verifyPassword('secret', bad)).resolves.toBe(false);
    }
  });

  it('flags hashes made with other parameters for rehash', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(
      needsRehash(
        'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64'),
      ),
    ).toBe(true);
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
